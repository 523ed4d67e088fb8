"""A program's sandbox across its runs, and a compiler's (bubblewrap.py
makes each sandbox).

  ProgramSandbox(executable)         a sandbox for one built submission (or Python 3 script)
  program_sandbox.start_on(stdin, limits, args, files) -> finish()   one run started;
                                     finish() gives its Run
  compile_in_sandbox(argv, files, limits, ...)   -> (Run, executable bytes)
  memory_note()                      how memory is counted where no cgroup counts it
"""

from common.userfiles import MIB
from localjudge.sandbox import cgroup
from localjudge.sandbox.bubblewrap import Sandbox
from localjudge.sandbox.elf import static_size
from localjudge.sandbox.helpers import REFUSED_VARIABLE, STACK_VARIABLE, built_with, helper
from localjudge.sandbox.runs import Run

REFUSED_FLAG = "/tmp/.judge-refused-allocation"   # the allocation watch's files, inside
STACK_REPORT = "/tmp/.judge-stack"


class ProgramSandbox:
    """The sandbox one built submission (or one Python 3 script) runs in,
    kept across its runs and started again only if a run left it unclean."""

    EXECUTABLE = "/box/solution"
    SCRIPT = "/box/solution.py"
    PYTHON = "/usr/bin/python3"
    WATCH = "/box/allocation-watch.so"

    def __init__(self, executable, script=False):
        self.executable = executable
        self.script = script          # a Python 3 script rather than an executable
        self.sandbox = None
        self.static_kib = None        # found at the first run: the executable's static size
        self.with_files = False       # the sandbox holds files of one run's own
        self.watch = None             # and the allocation watch's path (None without one)

    def run(self, input_path, limits, args=()):
        """A run of the submission on the file input_path, with args after
        its name. I/O: reads the input."""
        with open(input_path, "rb") as data:
            return self.run_on(data.read(), limits, args)

    def run_on(self, stdin, limits, args=(), files=None):
        """A run of the submission with stdin (bytes) as its input."""
        return self.start_on(stdin, limits, args, files)()

    def start_on(self, stdin, limits, args=(), files=None):
        """Start a run of the submission with stdin (bytes) as its input: a
        function that waits for it to end and gives its Run. files: {path
        inside: (path outside, mode)} it reads beside its input (a checker's
        input and answer), in a sandbox made for this run. A program whose
        static arrays alone are over the memory limit is not run."""
        if self.static_kib is None:
            self.static_kib = 0 if self.script else static_size(self.executable) // 1024
            self.watch = helper("allocation-watch.so")
        result = Run()
        result.static_kib = self.static_kib
        if result.static_kib > round(limits.memory * 1024):
            result.memory_kib = result.static_kib
            return lambda: result
        if self.sandbox is None or not self.sandbox.clean or files or self.with_files:
            self.close()
            given = {self.SCRIPT: (self.executable, "0444")} if self.script else \
                {self.EXECUTABLE: (self.executable, "0555")}
            if self.watch:
                given[self.WATCH] = (self.watch, "0444")
            given.update(files or {})
            self.with_files = bool(files)
            self.sandbox = Sandbox(given, tmp_size=limits.output, memory_group=cgroup.MemoryGroup.make())
        env = ["PATH=/usr/bin:/bin", "LANG=C", "%s=%s" % (REFUSED_VARIABLE, REFUSED_FLAG),
               "%s=%s" % (STACK_VARIABLE, STACK_REPORT)]
        if self.watch:
            env.append("LD_PRELOAD=" + self.WATCH)
        argv = [self.PYTHON, self.SCRIPT] if self.script else [self.EXECUTABLE]
        finish = self.sandbox.start(argv + list(args), stdin, limits, env)

        def finished():
            run = finish()
            run.static_kib = result.static_kib
            return run
        return finished

    @property
    def memory_counted(self):
        """Does a memory cgroup count all the memory of its runs? None
        before a run has started the sandbox."""
        return None if self.sandbox is None else self.sandbox.memory_group is not None

    def close(self):
        if self.sandbox is not None:
            self.sandbox.close()
            self.sandbox = None


def compile_in_sandbox(argv, files, limits, output_cap, file_size, output="/box/out/solution"):
    """Run a compiler (argv, paths inside) on files {path inside: (path
    outside, mode)} in a sandbox of its own: (Run, the bytes of output, or
    None if the compiler failed)."""
    with Sandbox(files, tmp_size=file_size // MIB, out_size=file_size // MIB) as sandbox:
        run = sandbox.run(argv, b"", limits, ["PATH=/usr/bin:/bin", "LANG=C"], output_cap, file_size,
                          wipe=False)
        if run.exit_code != 0:
            return run, None
        copied = sandbox.run(["/usr/bin/cat", output], b"", limits, [], file_size, file_size)
        return run, copied.stdout if copied.exit_code == 0 else None


def memory_note():
    """One line on how memory is counted where no memory cgroup could be
    made for a sandbox: less than all of it."""
    helper("launcher")
    filtered = "-DWITH_SECCOMP" in (built_with("launcher") or [])
    return "no memory cgroup can be made here (as root, or in a delegated cgroup v2 subtree, one can): " \
        "memory is the peak resident size, files in /tmp are bounded by the output limit, and " + (
            "memfd files, System V shared memory, sockets and grown pipes are refused" if filtered else
            "nothing else is counted or refused: install Debian's libseccomp-dev for the launcher's filter")
