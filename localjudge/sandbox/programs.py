"""A program's sandbox across its runs, and a compiler's (bubblewrap.py
makes each sandbox).

  ProgramSandbox(path[, start])      a sandbox for one program: an executable, or a file
                                     its start (a Start) names (a script, a jar)
  program_sandbox.start_on(stdin, limits, args, files) -> finish()   one run started;
                                     finish() gives its Run
  native(), script(interpreter), jar(command)   how each kind of program starts
  compile_in_sandbox(argv, files, limits, ...)   -> (Run, executable bytes)
  memory_note()                      how memory is counted where no cgroup counts it
"""

from dataclasses import dataclass
from typing import Tuple

from common.userfiles import MIB
from localjudge.sandbox import cgroup
from localjudge.sandbox.bubblewrap import Sandbox
from localjudge.sandbox.elf import elf_bits, static_size
from localjudge.sandbox.helpers import REFUSED_VARIABLE, STACK_VARIABLE, built_with, helper
from localjudge.sandbox.runs import Run

REFUSED_FLAG = "/tmp/.judge-refused-allocation"   # the allocation watch's files, inside
STACK_REPORT = "/tmp/.judge-stack"
WATCH = "/box/allocation-watch.so"
JAR = "/box/solution.jar"                          # a Java program's jar, inside


@dataclass(frozen=True)
class Start:
    """How a program starts in its sandbox: the file it is, put at inside
    with mode; the command that starts it (paths inside; a run's own
    arguments follow); the environment it adds; whether it is an ELF
    executable (its static size is read before it runs) and whether the
    allocation watch is loaded into it (C code's malloc, an interpreter's);
    the system's folders outside /usr it reads (a JDK's configuration)."""
    inside: str
    mode: str
    command: Tuple[str, ...]
    environment: Tuple[str, ...] = ()
    executable: bool = True
    watched: bool = True
    system_dirs: Tuple[str, ...] = ()        # folders of the system's it reads, outside /usr (read-only)


def native():
    """An executable, built from C or C++."""
    return Start("/box/solution", "0555", ("/box/solution",))


def script(interpreter):
    """A script, run by interpreter (its path; the same inside, as /usr is)."""
    return Start("/box/solution.py", "0444", (interpreter, "/box/solution.py"), executable=False)


def jar(command, system_dirs=()):
    """A jar, started by command (the JVM and its flags, with the jar at
    JAR); no allocation watch: a JVM reserves and refuses memory itself."""
    return Start(JAR, "0444", tuple(command), executable=False, watched=False, system_dirs=tuple(system_dirs))


class ProgramSandbox:
    """The sandbox one program runs in, kept across its runs and started
    again only if a run left it unclean."""

    def __init__(self, path, start=None):
        self.path = path              # the executable, or the file start names
        self.start = start or native()
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
            self.static_kib = static_size(self.path) // 1024 if self.start.executable else 0
            if self.start.watched:      # built for the program's word size: a 32-bit one needs its own
                bits = elf_bits(self.path) if self.start.executable else 64
                self.watch = helper("allocation-watch32.so" if bits == 32 else "allocation-watch.so")
        result = Run()
        result.static_kib = self.static_kib
        if result.static_kib > round(limits.memory * 1024):
            result.memory_kib = result.static_kib
            return lambda: result
        if self.sandbox is None or not self.sandbox.clean or files or self.with_files:
            self.close()
            given = {self.start.inside: (self.path, self.start.mode)}
            if self.watch:
                given[WATCH] = (self.watch, "0444")
            given.update(files or {})
            self.with_files = bool(files)
            self.sandbox = Sandbox(given, tmp_size=limits.output, memory_group=cgroup.MemoryGroup.make(),
                                   system_dirs=self.start.system_dirs)
        env = ["PATH=/usr/bin:/bin", "LANG=C", "%s=%s" % (REFUSED_VARIABLE, REFUSED_FLAG),
               "%s=%s" % (STACK_VARIABLE, STACK_REPORT)]
        if self.watch:
            env.append("LD_PRELOAD=" + WATCH)
        env += self.start.environment
        finish = self.sandbox.start(list(self.start.command) + list(args), stdin, limits, env)

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


def compile_in_sandbox(argv, files, limits, output_cap, file_size, output="/box/out/solution", system_dirs=()):
    """Run a compiler (argv, paths inside) on files {path inside: (path
    outside, mode)} in a sandbox of its own, with system_dirs (outside
    /usr) there read-only: (Run, the bytes of output, or None if the
    compiler failed)."""
    with Sandbox(files, tmp_size=file_size // MIB, out_size=file_size // MIB, system_dirs=system_dirs) as sandbox:
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
