"""Running untrusted code: the one place that starts it, always in a sandbox.

  Sandbox(files, ...)                a bubblewrap sandbox, started once
  sandbox.run(argv, input, limits)   -> Run   one run in it, under limits
  ProgramSandbox(executable)         a sandbox for one built submission
  compile_in_sandbox(argv, files, limits)   -> (Run, executable bytes)

The sandbox is made by bubblewrap (Debian's bubblewrap): its own user, PID,
network, IPC, UTS and mount namespaces, another uid inside, no capabilities,
a new session. It sees read-only /usr (and /bin, /lib, /lib64 as links into
it), the files it is given (copied in, read-only), a fresh /proc of its own
processes, a minimal read-only /dev with a private 1 MiB /dev/shm, and /tmp,
its working folder: a small tmpfs emptied after every run. Nothing of the
project, the test data, the home folder or the judge's environment. Input
arrives on a pipe. A program may have one process (limits.PROCESSES: no fork, no
threads), so the rlimits of that process bound everything it uses; /tmp,
as large as the output limit, bounds what it writes. PID 1 of the sandbox is the launcher (native/launcher.c): it runs
each program, reports on it over a socket the program cannot reach, and
kills everything else in the sandbox when a run ends. When the judge runs
as root, bubblewrap itself runs as SANDBOX_UID, since a sandbox made by
root maps its user to root.
"""

import array
import os
import select
import shutil
import signal
import socket
import struct
import subprocess
import sys
import time

from localjudge import cgroup, paths
from localjudge.errors import InternalError, UsageError
from localjudge.limits import ADDRESS_SPACE_ALLOWANCE, MESSAGE_LIMIT, Limits, wall_time_limit

SANDBOX_UID = 65534          # nobody: the host uid bubblewrap runs as when the judge is root
SHM_SIZE = 1                 # MiB of /dev/shm
REFUSED_VARIABLE = "JUDGE_REFUSED_ALLOCATION"   # where the allocation watch leaves its mark
REFUSED_FLAG = "/tmp/.judge-refused-allocation"
STACK_VARIABLE = "JUDGE_STACK_REPORT"           # where it writes the stack's peak and overflow
STACK_REPORT = "/tmp/.judge-stack"
MIB = 1024 * 1024
INSTALL_HINT = "the judge runs every program in a sandbox made by bubblewrap: install it " \
               "(Debian and Ubuntu: apt-get install bubblewrap; make test installs it when run as root)"

# How a run was ended, when it did not end by itself.
CPU = "cpu"          # the CPU-time limit (the launcher's watch of the CPU clock, or RLIMIT_CPU)
WALL = "wall"        # the wall-clock limit, which ends only programs that wait
OUTPUT = "output"    # the output limit
WALL_CAP = 10        # a run whose processes stay runnable is ended at this many wall limits

# The C helpers: name in build/: (source in native/, gcc flags in order of
# preference; -l flags go after the source). The launcher's system-call
# filter needs Debian's libseccomp-dev; without it, the launcher is built
# without the filter and a note says so.
SECCOMP = ["-DWITH_SECCOMP", "-lseccomp"]
NATIVE_HELPERS = {
    "launcher": ("launcher.c", [["-O2", "-static"] + SECCOMP, ["-O2"] + SECCOMP, ["-O2", "-static"], ["-O2"]]),
    "allocation-watch.so": ("allocation-watch.c",
                            [["-O2", "-shared", "-fPIC", '-DREFUSED_VARIABLE="%s"' % REFUSED_VARIABLE,
                              '-DSTACK_VARIABLE="%s"' % STACK_VARIABLE]]),
    "floor": ("floor.c", [["-O2"]]),          # make bench's I/O floor
}


class Run:
    """What one run of a program did."""

    def __init__(self):
        self.cpu = 0.0                  # seconds of CPU time
        self.memory_kib = 0             # peak resident memory
        self.exit_code = None
        self.signal = None
        self.stdout = b""
        self.stderr = b""
        self.ended_by = None            # None (it ended itself), CPU, WALL or OUTPUT
        self.refused_allocation = False  # the C library refused memory
        self.static_kib = 0             # memory its executable maps before it starts
        self.stack_kib = 0              # the stack's peak size, if the program exited by itself
        self.stack_overflow = False     # it died of a fault just below its stack
        self.memory_killed = False      # its memory cgroup's limit ended it


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

    def __init__(self, files, tmp_size=16, out_size=None, memory_group=None):
        if shutil.which("bwrap") is None:
            raise UsageError(INSTALL_HINT)
        launcher = native_helper("launcher")
        if launcher is None:
            raise InternalError("cannot build the launcher in %s: is gcc installed?" % paths.BUILD_DIR)
        self.control, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self.process = None
        self.clean = True         # the last run left /tmp empty
        self.memory_group = memory_group
        opened = []
        try:
            argv = ["bwrap", "--ro-bind", "/usr", "/usr", "--symlink", "usr/lib", "/lib",
                    "--symlink", "usr/lib64", "/lib64", "--symlink", "usr/bin", "/bin",
                    "--proc", "/proc", "--remount-ro", "/proc", "--dev", "/dev",
                    "--size", str(SHM_SIZE * MIB), "--tmpfs", "/dev/shm", "--remount-ro", "/dev",
                    "--size", str(max(1, int(tmp_size)) * MIB), "--tmpfs", "/tmp"]
            if out_size is not None:
                argv += ["--size", str(int(out_size) * MIB), "--tmpfs", "/box/out"]
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
                argv, pass_fds=opened + [theirs.fileno()], stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True,
                **(_unprivileged() if os.geteuid() == 0 else {}))
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
                raise self._lost("the sandbox did not start")
        try:
            ready = self.control.recv(64)
        except OSError:
            ready = b""
        if ready != b"READY\n":
            raise self._lost("the sandbox did not start")

    def _launcher_pid(self):
        """The launcher's process id, as the judge sees it."""
        for pid in _descendant_states(self.process.pid):
            try:
                with open("/proc/%d/comm" % pid) as comm:
                    if comm.read().strip() == "launcher":
                        return pid
            except OSError:
                continue
        raise self._lost("the launcher is not among the sandbox's processes")

    def run(self, argv, stdin, limits, env=(), output_cap=None, file_size=None, wipe=True):
        """Run argv (paths inside) with stdin (bytes) as its input, under
        limits: a Run. Standard output is kept up to limits.output MiB (or
        output_cap bytes), standard error up to MESSAGE_LIMIT bytes; files
        it writes are capped at file_size bytes (default: the output limit).
        /tmp is emptied afterwards if wipe."""
        output_cap = output_cap if output_cap is not None else int(limits.output * MIB)
        file_size = file_size if file_size is not None else output_cap + 1
        header = "RUN %d %d %d %d %d %d %d %d\n" % (
            round(limits.time * 1e6), (limits.memory + ADDRESS_SPACE_ALLOWANCE) * MIB,
            min(limits.stack, limits.memory) * MIB, file_size,
            limits.processes + 1,       # the launcher runs as the same user
            len(argv), len(env), int(wipe))
        message = (header + "".join(s + "\0" for s in list(argv) + list(env))).encode()
        if self.memory_group is not None:
            self.memory_group.start_run((limits.memory + ADDRESS_SPACE_ALLOWANCE) * MIB)
        in_read, in_write = os.pipe()
        out_read, out_write = os.pipe()
        err_read, err_write = os.pipe()
        try:
            self.control.sendmsg([message], [(socket.SOL_SOCKET, socket.SCM_RIGHTS,
                                               array.array("i", [in_read, out_write, err_write]))])
        except OSError as error:
            for fd in (in_read, in_write, out_read, out_write, err_read, err_write):
                os.close(fd)
            raise self._lost("the sandbox is gone (%s)" % error)
        for fd in (in_read, out_write, err_write):
            os.close(fd)
        try:
            result = self._follow(stdin, in_write, out_read, err_read, limits, output_cap)
            if self.memory_group is not None:
                result.memory_kib = max(result.memory_kib, self.memory_group.peak() // 1024)
                result.memory_killed = self.memory_group.oom_kills() > 0
            return result
        finally:
            for fd in (in_write, out_read, err_read):
                try:
                    os.close(fd)
                except OSError:
                    pass

    def _follow(self, stdin, in_write, out_read, err_read, limits, output_cap):
        """Feed the input, collect the output and the launcher's report;
        end the run at the output or wall-clock limit."""
        result = Run()
        os.set_blocking(in_write, False)
        control = self.control.fileno()
        streams = {out_read: bytearray(), err_read: bytearray()}
        caps = {out_read: output_cap, err_read: MESSAGE_LIMIT}
        reading = {out_read, err_read, control}
        writing = {in_write} if stdin else set()
        if not stdin:
            os.close(in_write)
        sent, report, killed, drain_until = 0, None, False, None
        started = looked = time.monotonic()
        wall = wall_time_limit(limits.time)
        while reading and (drain_until is None or time.monotonic() < drain_until):
            ready, can_write, _ = select.select(list(reading), list(writing), [], 0.05)
            flowing = False
            for fd in can_write:
                try:
                    sent += os.write(fd, stdin[sent:sent + 65536])
                except (BlockingIOError, InterruptedError):
                    continue
                except OSError:          # the program is gone, or closed its input
                    sent = len(stdin)
                if sent >= len(stdin):
                    writing.discard(fd)
                    os.close(fd)
            for fd in ready:
                if fd == control:
                    try:
                        report = os.read(control, 1024)
                    except OSError:             # the launcher is gone
                        report = b""
                    reading.discard(control)
                    # Every process of the run is dead: only buffered output is left.
                    drain_until = time.monotonic() + 1.0
                    continue
                chunk = os.read(fd, 65536)
                if not chunk:
                    reading.discard(fd)
                    continue
                flowing = True
                kept = streams[fd]
                room = caps[fd] - len(kept)
                kept += chunk[:max(room, 0)]
                if fd == out_read and len(chunk) > room and not killed:
                    result.ended_by = OUTPUT
                    killed = self._kill()
            now = time.monotonic()
            if report is None and not killed and not flowing and now - started > wall and now - looked > 0.25:
                looked = now
                if self._waiting() or now - started > WALL_CAP * wall:
                    result.ended_by = WALL
                    killed = self._kill()
        if report is None or not report:
            raise self._lost("the launcher's report on the run was lost")
        result.stdout = bytes(streams[out_read])
        result.stderr = bytes(streams[err_read])
        self._read_report(report, result, limits)
        return result

    def _kill(self):
        try:
            self.control.send(b"KILL\n")
        except OSError:
            pass
        return True

    def _read_report(self, report, result, limits):
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

    def _waiting(self):
        """Is no process in the sandbox runnable? A program that waits
        (sleeps, reads a pipe nobody writes) is ended by the wall clock; one
        merely starved of CPU on a busy machine is not."""
        return "R" not in _descendant_states(self.process.pid).values()

    def _lost(self, what):
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
        """End the sandbox and everything in it."""
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


def memory_note():
    """One line on how memory is counted here, where that is less than all
    of it (no memory cgroup can be made), or None."""
    group = cgroup.MemoryGroup.make()
    if group is not None:
        group.remove()
        return None
    native_helper("launcher")
    filtered = "-DWITH_SECCOMP" in (built_with("launcher") or [])
    return "no memory cgroup can be made here (as root, or in a delegated cgroup v2 subtree, one can): " \
        "memory is the peak resident size, files in /tmp are bounded by the output limit, and " + (
            "memfd files, System V shared memory, sockets and grown pipes are refused" if filtered else
            "nothing else is counted or refused: install Debian's libseccomp-dev for the launcher's filter")


def _unprivileged():
    """Popen's arguments that start bubblewrap as SANDBOX_UID. Python 3.9
    and later do it in C; with 3.8's preexec_fn, Python code runs in the
    child, where a Ctrl-C can print a stray traceback."""
    if sys.version_info >= (3, 9):
        return {"user": SANDBOX_UID, "group": SANDBOX_UID, "extra_groups": []}

    def drop():
        os.setgroups([])
        os.setgid(SANDBOX_UID)
        os.setuid(SANDBOX_UID)
    return {"preexec_fn": drop}


def _descendant_states(root):
    """{pid: state} of every process below root."""
    parents = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open("/proc/%s/stat" % entry) as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            parents[int(entry)] = (int(fields[1]), fields[0])
    found, frontier = {}, [root]
    while frontier:
        parent = frontier.pop()
        for pid, (ppid, state) in parents.items():
            if ppid == parent and pid not in found:
                found[pid] = state
                frontier.append(pid)
    return found


# --- Submissions and compilers ----------------------------------------------------------

class ProgramSandbox:
    """The sandbox one built submission runs in, kept across its runs and
    started again only if a run left it unclean."""

    EXECUTABLE = "/box/solution"
    WATCH = "/box/allocation-watch.so"

    def __init__(self, executable):
        self.executable = executable
        self.sandbox = None

    def run(self, input_path, limits):
        """A run of the submission on the file input_path. A program whose
        static arrays alone are over the memory limit is not run."""
        result = Run()
        result.static_kib = static_size(self.executable) // 1024
        if result.static_kib > limits.memory * 1024:
            result.memory_kib = result.static_kib
            return result
        with open(input_path, "rb") as data:
            stdin = data.read()
        if self.sandbox is None or not self.sandbox.clean:
            self.close()
            files = {self.EXECUTABLE: (self.executable, "0555")}
            watch = native_helper("allocation-watch.so")
            if watch:
                files[self.WATCH] = (watch, "0444")
            self.sandbox = Sandbox(files, tmp_size=limits.output, memory_group=cgroup.MemoryGroup.make())
        env = ["PATH=/usr/bin:/bin", "LANG=C", "%s=%s" % (REFUSED_VARIABLE, REFUSED_FLAG),
               "%s=%s" % (STACK_VARIABLE, STACK_REPORT)]
        if native_helper("allocation-watch.so"):
            env.append("LD_PRELOAD=" + self.WATCH)
        run = self.sandbox.run([self.EXECUTABLE], stdin, limits, env)
        run.static_kib = result.static_kib
        return run

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


# --- The C helpers and executables ----------------------------------------------------

def native_helper(name):
    """Path of a helper built from native/ into build/, or None when gcc
    cannot build it. Rebuilt when its source or flags change."""
    source_name, flag_choices = NATIVE_HELPERS[name]
    with open(os.path.join(paths.NATIVE_DIR, source_name)) as source:
        text = source.read()
    binary = os.path.join(paths.BUILD_DIR, name)
    stamp_path = binary + ".stamp"          # the source and flags it was built from
    wanted_stamp = repr(flag_choices) + "\n" + text
    if built_with(name, wanted_stamp) is not None and os.path.isfile(binary):
        return binary
    try:
        os.makedirs(paths.BUILD_DIR, exist_ok=True)
        suffix = ".%d" % os.getpid()          # builders in parallel do not collide
        for flags in flag_choices:
            libraries = [flag for flag in flags if flag.startswith("-l")]
            built = subprocess.run(["gcc"] + [flag for flag in flags if flag not in libraries]
                                   + ["-x", "c", "-", "-o", binary + suffix] + libraries,
                                   input=text.encode(), stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL)
            if built.returncode == 0:
                os.replace(binary + suffix, binary)
                with open(stamp_path + suffix, "w") as stamp:
                    stamp.write(wanted_stamp + "\0" + " ".join(flags))
                os.replace(stamp_path + suffix, stamp_path)
                return binary
    except OSError as error:
        raise InternalError("cannot build the judge's helper %s in %s: %s" % (
            name, paths.BUILD_DIR, error.strerror or error))
    return None


def built_with(name, wanted_stamp=None):
    """The gcc flags the helper name in build/ was built with (a list), or
    None if it is not built (from its source and flags as they are now, if
    wanted_stamp is given)."""
    try:
        with open(os.path.join(paths.BUILD_DIR, name + ".stamp")) as stamp:
            stamped, _, flags = stamp.read().partition("\0")
    except OSError:
        return None
    return flags.split() if wanted_stamp is None or stamped == wanted_stamp else None


def static_size(executable):
    """Bytes of memory an ELF executable maps before it runs a single
    instruction (code, data and zeroed static arrays); 0 if unreadable."""
    try:
        with open(executable, "rb") as exe:
            head = exe.read(64)
            if head[:4] != b"\x7fELF" or head[5] != 1:    # little-endian only
                return 0
            wide = head[4] == 2
            if wide:
                phoff, = struct.unpack_from("<Q", head, 32)
                entry_size, count = struct.unpack_from("<HH", head, 54)
            else:
                phoff, = struct.unpack_from("<I", head, 28)
                entry_size, count = struct.unpack_from("<HH", head, 42)
            exe.seek(phoff)
            table = exe.read(entry_size * count)
    except (OSError, struct.error, IndexError):
        return 0
    total = 0
    for i in range(count):
        entry = table[i * entry_size:(i + 1) * entry_size]
        kind, = struct.unpack_from("<I", entry, 0)
        if kind == 1:                                         # PT_LOAD
            total += struct.unpack_from("<Q", entry, 40)[0] if wide \
                else struct.unpack_from("<I", entry, 20)[0]
    return total
