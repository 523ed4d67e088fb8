"""Running a program under limits: the one place that starts untrusted code.

  run_program(executable, input_path, limits, workdir) -> Run   a submission
  run_tool(argv, limits, cwd, output_cap, file_size)    -> Run   a compiler

Programs are started by a small C launcher (native/launcher.c) that sets
the rlimits and reports the program's exit status, CPU time and peak memory.
Every process a run starts is found, killed and reaped when it ends.
Linux only: limits are set with setrlimit and processes are found in /proc.
"""

import ctypes
import os
import select
import signal
import struct
import subprocess
import time
import uuid

from localjudge import paths
from localjudge.errors import InternalError, UsageError
from localjudge.limits import ADDRESS_SPACE_ALLOWANCE, MESSAGE_LIMIT, wall_time_limit

RUN_ID_VARIABLE = "JUDGE_RUN_ID"                # marks every process one run starts
REFUSED_VARIABLE = "JUDGE_REFUSED_ALLOCATION"   # where the allocation watch leaves its mark
MIB = 1024 * 1024

# The C helpers: name in build/: (source in native/, gcc flags in order of preference).
NATIVE_HELPERS = {
    "launcher": ("launcher.c", [["-O2", "-static"], ["-O2"]]),
    "allocation-watch.so": ("allocation-watch.c",
                            [["-O2", "-shared", "-fPIC", '-DREFUSED_VARIABLE="%s"' % REFUSED_VARIABLE]]),
}


# How a run was ended, when it did not end by itself.
CPU = "cpu"          # the CPU-time limit (SIGXCPU, or SIGKILL at its hard limit)
WALL = "wall"        # the wall-clock limit, which ends only programs that wait
OUTPUT = "output"    # the output limit
WALL_CAP = 10        # a run whose processes stay runnable is ended at this many wall limits


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


def run_program(executable, input_path, limits, workdir):
    """Run a built submission on input_path under limits, in workdir. A
    program whose static arrays alone are over the memory limit is not run."""
    result = Run()
    result.static_kib = static_size(executable) // 1024
    if result.static_kib > limits.memory * 1024:
        result.memory_kib = result.static_kib
        return result
    refused_flag = os.path.join(workdir, "refused-allocation")
    env = {"PATH": "/usr/bin:/bin", "LANG": "C", REFUSED_VARIABLE: refused_flag}
    watch = native_helper("allocation-watch.so")
    if watch:
        env["LD_PRELOAD"] = watch
    result = _run_limited([executable], input_path, limits, env, workdir, result=result)
    if os.path.exists(refused_flag):
        os.remove(refused_flag)
        result.refused_allocation = True
    return result


def run_tool(argv, limits, cwd, output_cap, file_size):
    """Run a trusted tool (a compiler) with no input, under limits; its
    standard output is kept up to output_cap bytes, files it writes are
    capped at file_size bytes."""
    return _run_limited(argv, os.devnull, limits, dict(os.environ), cwd, output_cap, file_size)


# --- Processes ----------------------------------------------------------------------

_subreaper_set = False


def _become_subreaper():
    """Orphans of the programs we run become our children, not init's, so
    that they can be found, killed and reaped (Linux 3.4 and later)."""
    global _subreaper_set
    if not _subreaper_set:
        try:
            ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
        except (OSError, AttributeError):
            pass
        _subreaper_set = True


def _run_processes(run_id, launcher):
    """({pid: state} of the live, [pid] of the exited) processes of a run
    but its launcher: those whose environment carries the run's id, and
    those handed to us as subreaper (orphans of the run, whatever their
    environment says)."""
    me = str(os.getpid())
    marker = ("%s=%s\0" % (RUN_ID_VARIABLE, run_id)).encode()
    live, exited = {}, []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == launcher:
            continue
        try:
            with open("/proc/%s/stat" % entry) as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            if fields[1] == me:
                if fields[0] == "Z":
                    exited.append(int(entry))
                else:
                    live[int(entry)] = fields[0]
            else:
                with open("/proc/%s/environ" % entry, "rb") as environ:
                    if marker in environ.read():
                        live[int(entry)] = fields[0]
        except OSError:
            continue
    return live, exited


def _kill_run(run_id, launcher):
    """Kill every process of a run but its launcher, including those that
    left the process group (setsid), outlived their parent or scrubbed
    their environment, and reap them, until none is left."""
    for _ in range(100):
        live, exited = _run_processes(run_id, launcher)
        for pid in live:
            try:
                os.kill(pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        for pid in exited:
            try:
                os.waitpid(pid, os.WNOHANG)
            except ChildProcessError:
                pass
        if not live and not exited:
            return
        time.sleep(0.01)


def _waiting(run_id, launcher):
    """Is no process of the run runnable? A program that waits (sleeps, or
    reads a terminal) is ended by the wall clock; one that is merely starved
    of CPU on a busy machine is not."""
    live, _ = _run_processes(run_id, launcher)
    return "R" not in live.values()


def _run_limited(argv, stdin_path, limits, env, cwd, output_cap=None, file_size=None, result=None):
    """Run argv with its standard input from stdin_path, under limits.

    CPU time is capped by RLIMIT_CPU and wall time by wall_time_limit();
    the address space by the memory limit plus an allowance for the runtime.
    Standard output is read up to limits.output MiB (or output_cap bytes),
    standard error up to MESSAGE_LIMIT bytes and the rest drained. When the
    program ends, runs out of a limit or floods its output, every process it
    started is killed and reaped. Files it writes are capped at file_size
    bytes (default: the output limit).
    """
    launcher = native_helper("launcher")
    if launcher is None:
        raise UsageError("cannot build the launcher in %s: is gcc installed?" % paths.BUILD_DIR)
    _become_subreaper()
    run_id = uuid.uuid4().hex
    env = dict(env)
    env[RUN_ID_VARIABLE] = run_id
    output_cap = output_cap if output_cap is not None else int(limits.output * MIB)
    file_size = file_size if file_size is not None else output_cap + 1
    cpu_seconds = limits.cpu_seconds()
    address_space = (limits.memory + ADDRESS_SPACE_ALLOWANCE) * MIB
    stack = min(limits.stack, limits.memory) * MIB

    report_read, report_write = os.pipe()
    command = [launcher, str(report_write), str(cpu_seconds), str(address_space), str(stack),
               str(file_size)] + list(argv)
    result = result if result is not None else Run()
    started = time.monotonic()
    try:
        with open(stdin_path, "rb") as stdin:
            process = subprocess.Popen(command, stdin=stdin, stdout=subprocess.PIPE,
                                       stderr=subprocess.PIPE, env=env, cwd=cwd,
                                       start_new_session=True, pass_fds=(report_write,))
    finally:
        os.close(report_write)
    out_fd, err_fd = process.stdout.fileno(), process.stderr.fileno()
    streams = {out_fd: bytearray(), err_fd: bytearray(), report_read: bytearray()}
    caps = {out_fd: output_cap, err_fd: MESSAGE_LIMIT, report_read: 1024}
    try:
        open_fds = list(streams)
        drain_until = None
        wall = wall_time_limit(limits.time)
        looked = started
        while open_fds:
            ready, _, _ = select.select(open_fds, [], [], 0.02)
            flowing = False
            for fd in ready:
                chunk = os.read(fd, 65536)
                if not chunk:
                    open_fds.remove(fd)
                    continue
                flowing = fd != report_read
                kept = streams[fd]
                room = caps[fd] - len(kept)
                kept += chunk[:max(room, 0)]
                if fd == out_fd and len(chunk) > room:
                    result.ended_by = OUTPUT
            if result.ended_by == OUTPUT:
                break
            now = time.monotonic()
            if drain_until is None and report_read not in open_fds:
                # The program has ended: its children may still hold the pipes.
                _kill_run(run_id, process.pid)
                drain_until = now + 1.0
            elif drain_until is not None:
                if now > drain_until:
                    break
            elif now - started > wall and not flowing and now - looked > 0.25:
                looked = now
                if _waiting(run_id, process.pid) or now - started > WALL_CAP * wall:
                    result.ended_by = WALL
                    break
        _kill_run(run_id, process.pid)
        # The launcher outlives the program only to report on it.
        while report_read in open_fds and time.monotonic() < started + WALL_CAP * wall + 2:
            if select.select([report_read], [], [], 0.05)[0]:
                chunk = os.read(report_read, 1024)
                if not chunk:
                    break
                streams[report_read] += chunk
    finally:
        _kill_run(run_id, process.pid)
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        process.wait()
        for stream in (process.stdout, process.stderr):
            stream.close()
        os.close(report_read)

    result.stdout = bytes(streams[out_fd])
    result.stderr = bytes(streams[err_fd])
    _read_launcher_report(bytes(streams[report_read]), result)
    # SIGXCPU comes from the CPU limit; SIGKILL from its hard limit, one
    # second later, if the program ignored SIGXCPU.
    if result.ended_by is None and (result.signal == signal.SIGXCPU or (
            result.signal == signal.SIGKILL and result.cpu >= cpu_seconds)):
        result.ended_by = CPU
    if result.signal == signal.SIGXFSZ and result.ended_by is None:
        result.ended_by = OUTPUT
    return result


def _read_launcher_report(report, result):
    """Fill result from the launcher's line."""
    try:
        status, user_us, system_us, maxrss = (int(field) for field in report.split())
    except ValueError:
        raise InternalError("the launcher's report on the run was lost (%r): the run cannot be "
                            "judged" % report[:80])
    result.cpu = (user_us + system_us) / 1e6
    result.memory_kib = maxrss
    if os.WIFSIGNALED(status):
        result.signal = os.WTERMSIG(status)
    else:
        result.exit_code = os.WEXITSTATUS(status)


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
    try:
        with open(stamp_path) as stamp:
            if stamp.read() == wanted_stamp and os.path.isfile(binary):
                return binary
    except OSError:
        pass
    try:
        os.makedirs(paths.BUILD_DIR, exist_ok=True)
        suffix = ".%d" % os.getpid()          # builders in parallel do not collide
        for flags in flag_choices:
            built = subprocess.run(["gcc"] + flags + ["-x", "c", "-", "-o", binary + suffix],
                                   input=text.encode(), stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL)
            if built.returncode == 0:
                os.replace(binary + suffix, binary)
                with open(stamp_path + suffix, "w") as stamp:
                    stamp.write(wanted_stamp)
                os.replace(stamp_path + suffix, stamp_path)
                return binary
    except OSError:
        pass
    return None


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
