"""The bubblewrap sandbox: started once, it runs programs one at a time
under limits, with the launcher (native/launcher.c) as its PID 1. The
judge's side of a run (input in, output and the launcher's report out) is
native/follow.c, in a thread of its own, so the judge can do other work
while a program runs.

  Sandbox(files, ...)                a sandbox, started (I/O: processes)
  sandbox.run(argv, input, limits)   -> Run   one run in it, under limits
  sandbox.start(argv, input, limits) -> finish()   the same, started: finish() waits and gives the Run
  sandbox_problem()                  why no sandbox can be made here, or None

The sandbox is made by bubblewrap (Debian's bubblewrap): its own user, PID,
network, IPC, UTS and mount namespaces, another uid inside, no capabilities,
a new session. It sees read-only /usr (and /bin, /lib, /lib64 as links into
it), the files it is given (copied in, read-only), a fresh /proc of its own
processes, a minimal read-only /dev with a private 1 MiB /dev/shm, and /tmp,
its working folder: a small tmpfs; both are emptied after every run. Nothing of the
project, the test data, the home folder or the judge's environment. Input
arrives on a pipe. A program may have one process (limits.PROCESSES: no
fork, no threads), so the rlimits of that process bound everything it uses;
/tmp, as large as the output limit, bounds what it writes; a memory cgroup,
where one can be made, counts all it holds. PID 1 of the sandbox is the
launcher: it runs each program, reports on it over a socket the program
cannot reach, and kills everything else in the sandbox when a run ends.
When the judge runs as root, bubblewrap itself runs as SANDBOX_UID, since a
sandbox made by root maps its user to root.
"""

import array
import ctypes
import functools
import math
import os
import select
import shutil
import signal
import socket
import subprocess
import time

from common import paths
from common.errors import InternalError, UsageError
from common.userfiles import MIB
from localjudge.sandbox.helpers import helper
from localjudge.sandbox.runs import CPU, Limits, MESSAGE_LIMIT, OUTPUT, Run, WALL

SANDBOX_UID = 65534          # nobody: the host uid bubblewrap runs as when the judge is root
SHM_SIZE = 1                 # MiB of /dev/shm
WALL_CAP = 10                # a run whose processes stay runnable is ended at this many wall limits
INSTALL_HINT = "the judge runs every program in a sandbox made by bubblewrap: install it " \
               "(Debian and Ubuntu: apt-get install bubblewrap; make test installs it when run as root)"


NO_LIMIT = 2 ** 64 - 1       # RLIM_INFINITY


def memory_bytes(mib):
    """A memory limit in MiB as bytes, whole (math.inf: RLIM_INFINITY)."""
    return NO_LIMIT if mib == math.inf else int(round(mib * MIB))


def sandbox_problem():
    """Why no sandbox can be made here (one line), or None if one can."""
    if shutil.which("bwrap") is None:
        return INSTALL_HINT
    try:
        with Sandbox({}) as sandbox:
            run = sandbox.run(["/usr/bin/true"], b"", Limits(5, 64))
    except (InternalError, UsageError) as error:
        return str(error)
    return None if run.exit_code == 0 else "a program in the sandbox failed: %r" % run.stderr[:200]


class Sandbox:
    """A bubblewrap sandbox, started once, that runs programs one at a time.

    files: {path inside: (path outside, mode)}, copied in read-only.
    out_size: MiB of a writable /box/out that outlives runs (for a
    compiler's output), or None. memory_group: a cgroup.MemoryGroup that
    counts and limits all the memory of the programs run, or None. Use as
    a context manager.
    """

    READY_TIMEOUT = 60          # seconds bubblewrap may take to start the launcher

    def __init__(self, files, tmp_size=16, out_size=None, memory_group=None, system_dirs=()):
        if shutil.which("bwrap") is None:
            raise UsageError(INSTALL_HINT)
        launcher = helper("launcher")
        if launcher is None:
            raise InternalError("cannot build the launcher in %s: is gcc installed?" % paths.BUILD_DIR)
        self.control, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self.process = None
        self.clean = True         # the last run left /tmp empty
        self.under_way = None     # the _Follow of a run started and not yet finished
        self.memory_group = memory_group
        opened = []
        try:
            argv = ["bwrap", "--ro-bind", "/usr", "/usr", "--symlink", "usr/lib", "/lib",
                    "--symlink", "usr/lib64", "/lib64", "--symlink", "usr/bin", "/bin"]
            if os.path.isdir("/usr/lib32"):         # 32-bit programs' libraries (Debian's multilib)
                argv += ["--symlink", "usr/lib32", "/lib32"]
            argv += [
                    "--proc", "/proc", "--remount-ro", "/proc", "--dev", "/dev",
                    "--size", str(SHM_SIZE * MIB), "--tmpfs", "/dev/shm", "--remount-ro", "/dev",
                    "--size", str(max(1, int(tmp_size)) * MIB), "--tmpfs", "/tmp"]
            if out_size is not None:
                argv += ["--size", str(int(out_size) * MIB), "--tmpfs", "/box/out"]
            for folder in system_dirs:      # a runtime's configuration outside /usr (the JDK's, in /etc)
                argv += ["--ro-bind", folder, folder]
            files = dict(files)
            files["/box/launcher"] = (launcher, "0555")
            for inside, (outside, mode) in sorted(files.items()):
                fd = os.open(outside, os.O_RDONLY)
                opened.append(fd)
                argv += ["--perms", mode, "--ro-bind-data", str(fd), inside]
            argv += ["--remount-ro", "/", "--chdir", "/tmp",
                     "--unshare-user", "--uid", str(SANDBOX_UID), "--gid", str(SANDBOX_UID),
                     "--disable-userns", "--unshare-pid", "--unshare-net", "--unshare-ipc",
                     "--unshare-uts", "--unshare-cgroup-try", "--hostname", "sandbox",
                     "--new-session", "--die-with-parent", "--cap-drop", "ALL", "--as-pid-1",
                     "--clearenv", "--", "/box/launcher", str(theirs.fileno())]
            self.process = subprocess.Popen(
                _unprivileged() + argv, pass_fds=opened + [theirs.fileno()],
                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                start_new_session=True)
            self._await_launcher()
            if memory_group is not None:
                memory_group.join(self._launcher_pid())
        except BaseException:
            self.close()
            raise
        finally:
            for fd in opened:
                os.close(fd)
            theirs.close()

    def _await_launcher(self):
        """Wait for the launcher's READY: the sandbox is up."""
        deadline = time.monotonic() + self.READY_TIMEOUT
        while not select.select([self.control], [], [], 0.1)[0]:
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise self.lost("the sandbox did not start")
        try:
            ready = self.control.recv(64)
        except OSError:
            ready = b""
        if ready != b"READY\n":
            raise self.lost("the sandbox did not start")

    def _launcher_pid(self):
        """The launcher's process id, as the judge sees it: bubblewrap's one
        child, read from /proc/PID/task/PID/children where the kernel keeps
        that list (a scan of every process took 4 ms a sandbox). Not from
        bubblewrap's --info-fd: a judge ended before it read that pipe made
        bubblewrap die writing to it, and its child wait for ever."""
        pid = self.process.pid
        try:
            with open("/proc/%d/task/%d/children" % (pid, pid)) as children:
                candidates = [int(child) for child in children.read().split()]
        except OSError:
            candidates = []
        for child in candidates or descendant_states(pid):
            try:
                with open("/proc/%d/comm" % child) as comm:
                    if comm.read().strip() == "launcher":
                        return child
            except OSError:
                continue
        raise self.lost("the launcher is not among the sandbox's processes")

    def run(self, argv, stdin, limits, env=(), output_cap=None, file_size=None, wipe=True):
        """start() the run, and wait for its Run."""
        return self.start(argv, stdin, limits, env, output_cap, file_size, wipe)()

    def start(self, argv, stdin, limits, env=(), output_cap=None, file_size=None, wipe=True):
        """Start argv (paths inside) with stdin (bytes) as its input, under
        limits: a function that waits for the run to end and gives its Run
        (call it before the next start; close() ends a run never waited
        for). Standard output is kept up to limits.output MiB (or
        output_cap bytes), standard error up to MESSAGE_LIMIT bytes; files
        it writes are capped at file_size bytes (default: the output
        limit). /tmp is emptied afterwards if wipe."""
        output_cap = output_cap if output_cap is not None else int(limits.output * MIB)
        file_size = file_size if file_size is not None else output_cap + 1
        header = "RUN %d %d %d %d %d %d %d %d\n" % (
            round(limits.time * 1e6), memory_bytes(limits.address_space_limit()),
            memory_bytes(min(limits.stack, limits.memory)), file_size,
            limits.processes + 1,       # the launcher runs as the same user
            len(argv), len(env), int(wipe))
        message = (header + "".join(s + "\0" for s in list(argv) + list(env))).encode()
        if self.memory_group is not None:
            self.memory_group.start_run(memory_bytes(limits.held_limit()))
        in_read, in_write = os.pipe()
        out_read, out_write = os.pipe()
        err_read, err_write = os.pipe()
        try:
            self.control.sendmsg([message], [(socket.SOL_SOCKET, socket.SCM_RIGHTS,
                                               array.array("i", [in_read, out_write, err_write]))])
        except OSError as error:
            for fd in (in_read, in_write, out_read, out_write, err_read, err_write):
                os.close(fd)
            raise self.lost("the sandbox is gone (%s)" % error)
        for fd in (in_read, out_write, err_write):
            os.close(fd)
        self.under_way = _Follow(self, stdin, in_write, out_read, err_read, limits, output_cap)

        def finish():
            try:
                result = self.under_way.until_reported()
                if self.memory_group is not None:
                    result.memory_kib = max(result.memory_kib, self.memory_group.peak() // 1024)
                    result.memory_killed = self.memory_group.oom_kills() > 0
                return result
            finally:
                self.under_way.close()
                self.under_way = None
        return finish

    def kill(self):
        """Ask the launcher to end the run now."""
        try:
            self.control.send(b"KILL\n")
        except OSError:
            pass
        return True

    def read_report(self, report, result, limits):
        """Fill result (a Run) from the launcher's report line."""
        try:
            status, cpu_us, maxrss, refused, clean, cpu_killed, stack_kib, overflow = (
                int(f) for f in report.split())
        except ValueError:
            raise InternalError("the launcher's report on the run was garbled (%r)" % report[:80])
        result.cpu = cpu_us / 1e6
        result.memory_kib = maxrss
        result.refused_allocation = bool(refused)
        result.stack_kib, result.stack_overflow = stack_kib, bool(overflow)
        self.clean = bool(clean)
        if os.WIFSIGNALED(status):
            result.signal = os.WTERMSIG(status)
        else:
            result.exit_code = os.WEXITSTATUS(status)
        # The launcher ends a program whose CPU clock reaches the limit;
        # RLIMIT_CPU, a second or more later, is its backstop (SIGXCPU, then
        # SIGKILL if the program ignores that).
        if result.ended_by is None and (cpu_killed or result.signal == signal.SIGXCPU or (
                result.signal == signal.SIGKILL and result.cpu >= limits.time)):
            result.ended_by = CPU
        if result.signal == signal.SIGXFSZ and result.ended_by is None:
            result.ended_by = OUTPUT

    def waiting(self):
        """Is no process in the sandbox runnable? A program that waits
        (sleeps, reads a pipe nobody writes) is ended by the wall clock; one
        merely starved of CPU on a busy machine is not."""
        return "R" not in descendant_states(self.process.pid).values()

    def lost(self, what):
        """The InternalError for a sandbox that stopped answering, with what
        bubblewrap said."""
        said = b""
        if self.process is not None:
            try:
                self.process.wait(timeout=1)
                said = self.process.stderr.read(2000)
            except subprocess.TimeoutExpired:
                pass
        return InternalError("%s%s" % (what, ": " + said.decode("utf-8", "replace").strip() if said else ""))

    def close(self):
        """End the sandbox and everything in it (first the run under way,
        if any)."""
        if self.under_way is not None:
            self.under_way.close()
            self.under_way = None
        self.control.close()
        if self.process is not None:
            try:
                self.process.wait(timeout=2)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
            self.process.stderr.close()
            self.process = None
        if self.memory_group is not None:
            self.memory_group.remove()
            self.memory_group = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class _FollowState(ctypes.Structure):
    """native/follow.c's struct follow_state, field for field (its size is
    checked when the helper is loaded)."""
    class Stream(ctypes.Structure):
        _fields_ = [("fd", ctypes.c_int), ("kept", ctypes.c_void_p), ("length", ctypes.c_size_t),
                    ("cap", ctypes.c_size_t), ("room", ctypes.c_size_t), ("past_cap", ctypes.c_int)]

    _fields_ = [("control", ctypes.c_int), ("input", ctypes.c_int), ("data", ctypes.c_char_p),
                ("data_length", ctypes.c_size_t), ("sent", ctypes.c_size_t),
                ("out", Stream), ("err", Stream), ("report_length", ctypes.c_int),
                ("report", ctypes.c_char * 1024), ("drain_until_ms", ctypes.c_longlong),
                ("out_of_memory", ctypes.c_int), ("ended", ctypes.c_int), ("thread", ctypes.c_ulong)]


FOLLOW_DONE, FOLLOW_LOOK = 0, 1


@functools.lru_cache(maxsize=None)
def _follow_library():
    """native/follow.c, loaded."""
    path = helper("follow.so")
    if path is None:
        raise InternalError("cannot build the judge's helper follow.so in %s: is gcc installed?" % paths.BUILD_DIR)
    library = ctypes.CDLL(path)
    for name in ("follow_start", "follow_wait", "follow_free"):
        getattr(library, name).argtypes = [ctypes.POINTER(_FollowState)] + [ctypes.c_int] * (name == "follow_wait")
    library.follow_state_size.restype = ctypes.c_size_t
    if library.follow_state_size() != ctypes.sizeof(_FollowState):
        raise InternalError("native/follow.c's struct follow_state and bubblewrap.py's _FollowState differ")
    return library


class _Follow:
    """One run under way: native/follow.c's thread feeds its input and
    collects its output and the launcher's report; here the run is ended
    at the wall-clock limit."""

    LOOK_MS = 50                # milliseconds between looks at the wall clock

    def __init__(self, sandbox, stdin, in_write, out_read, err_read, limits, output_cap):
        self.sandbox, self.limits = sandbox, limits
        self.stdin = stdin          # held while the thread reads it
        state = self.state = _FollowState()
        state.control, state.input = sandbox.control.fileno(), in_write
        state.data, state.data_length = stdin, len(stdin)
        state.out.fd, state.out.cap = out_read, output_cap
        state.err.fd, state.err.cap = err_read, MESSAGE_LIMIT
        state.report_length = -1
        os.set_blocking(in_write, False)
        if not stdin:
            os.close(in_write)
            state.input = -1
        self.result = Run(wall_limit=limits.wall_clock())
        self.killed = False
        self.started = self.looked = time.monotonic()
        if _follow_library().follow_start(ctypes.byref(state)) != 0:
            self.close()
            raise InternalError("cannot start a thread to follow a run")

    @property
    def running(self):
        """Is the helper's thread still to be waited for? (Kept in the
        state, so that a Ctrl-C just after the wait cannot lose it.)"""
        return not self.state.ended

    def until_reported(self):
        """The Run, once the launcher has reported and the output is in."""
        self._wait(self._watch_wall_clock)
        state = self.state
        if state.out.past_cap and self.result.ended_by is None:
            self.result.ended_by = OUTPUT
        if state.out_of_memory:
            raise MemoryError("keeping a program's output")
        self.result.stdout = ctypes.string_at(state.out.kept, state.out.length) if state.out.length else b""
        self.result.stderr = ctypes.string_at(state.err.kept, state.err.length) if state.err.length else b""
        if state.report_length <= 0:
            raise self.sandbox.lost("the launcher's report on the run was lost")
        self.sandbox.read_report(state.report[:state.report_length], self.result, self.limits)
        return self.result

    def _wait(self, look):
        """Wait for the thread to end, calling look() every LOOK_MS."""
        wait, state = _follow_library().follow_wait, ctypes.byref(self.state)
        while wait(state, self.LOOK_MS) != FOLLOW_DONE:
            look()

    def close(self):
        """End the run if it goes on, then close the pipes the thread has
        not closed and give back the output it kept. The thread uses them
        until it ends, so a Ctrl-C waits for that (the launcher ends a run
        at once on KILL)."""
        interrupted = None
        while self.running:
            try:
                self.sandbox.kill()
                self._wait(lambda: None)
            except KeyboardInterrupt as error:
                interrupted = error
        for fd in (self.state.input, self.state.out.fd, self.state.err.fd):
            if fd >= 0:
                os.close(fd)
        self.state.input = self.state.out.fd = self.state.err.fd = -1
        _follow_library().follow_free(ctypes.byref(self.state))
        if interrupted is not None:
            raise interrupted

    def _watch_wall_clock(self):
        """Past the wall-clock limit, end a run none of whose processes is
        runnable (it waits), or one that has run WALL_CAP times as long."""
        now = time.monotonic()
        wall = self.limits.wall_clock()
        if self.killed or now - self.started <= wall or now - self.looked <= 0.25:
            return
        self.looked = now
        waited = self.sandbox.waiting()
        if waited or now - self.started > WALL_CAP * wall:
            self.result.ended_by, self.result.waited = WALL, waited
            self.killed = self.sandbox.kill()


def _unprivileged():
    """The command bubblewrap is started under: as it is, or, when the
    judge is root, through util-linux's setpriv as SANDBOX_UID. Popen's own
    user= would make it fork the whole judge (CPython uses vfork only when
    no ids change), 7 ms more a sandbox here, and 3.8's preexec_fn ran
    Python code in the child, where a Ctrl-C could print a stray traceback."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        raise UsageError("the judge, run as root, starts its sandboxes as another user with setpriv: "
                         "install it (Debian and Ubuntu: apt-get install util-linux)")
    return [setpriv, "--reuid", str(SANDBOX_UID), "--regid", str(SANDBOX_UID), "--clear-groups"]


def process_table():
    """{pid: (parent pid, state)} of every process now running. I/O: reads /proc."""
    table = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open("/proc/%s/stat" % entry) as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            table[int(entry)] = (int(fields[1]), fields[0])
    return table


def descendant_states(root):
    """{pid: state} of every process below root."""
    parents = process_table()
    found, frontier = {}, [root]
    while frontier:
        parent = frontier.pop()
        for pid, (ppid, state) in parents.items():
            if ppid == parent and pid not in found:
                found[pid] = state
                frontier.append(pid)
    return found
