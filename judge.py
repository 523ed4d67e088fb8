#!/usr/bin/env python3
"""A local judge that gives the verdict HDU would give.

  python3 judge.py list                      the problems, judge ids, limits
  python3 judge.py test                      judge every reference solution
  python3 judge.py test PROBLEM [SOURCE]     judge SOURCE (.c or .cpp) on
                                             testdata/PROBLEM/
  python3 judge.py build                     build every reference solution
                                             with the strict flags
  python3 judge.py stress PROBLEM [SOURCE]   search for an input SOURCE gets
                                             wrong, against the oracle
  python3 judge.py rejected                  check solutions/rejected/ get
                                             the verdicts they name

Linux only: limits are set with setrlimit and processes are found in /proc.
Exit status: 0 when all judged is Accepted, 1 when not, 2 on a usage error.
"""

import argparse
import concurrent.futures
import ctypes
import enum
import json
import math
import os
import select
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
import uuid

ROOT = os.path.dirname(os.path.abspath(__file__))
PROBLEMS_DIR = os.path.join(ROOT, "problems")
SOLUTIONS_DIR = os.path.join(ROOT, "solutions")
TESTDATA_DIR = os.path.join(ROOT, "testdata")
BUILD_DIR = os.path.join(ROOT, "build")


class Verdict(enum.Enum):
    """The verdicts, spelled as HDU spells them."""
    ACCEPTED = "Accepted"
    WRONG_ANSWER = "Wrong Answer"
    PRESENTATION_ERROR = "Presentation Error"
    TIME_LIMIT_EXCEEDED = "Time Limit Exceeded"
    MEMORY_LIMIT_EXCEEDED = "Memory Limit Exceeded"
    OUTPUT_LIMIT_EXCEEDED = "Output Limit Exceeded"
    RUNTIME_ERROR = "Runtime Error"
    COMPILATION_ERROR = "Compilation Error"


# How the judges build a submission (HDU and POJ alike), by source suffix.
JUDGE_COMPILERS = {".c": "gcc", ".cpp": "g++", ".cc": "g++"}
JUDGE_FLAGS = ["-O2", "-DONLINE_JUDGE"]
JUDGE_LIBS = ["-lm"]

# How our own solutions must build: strict C89, and as C++ where a judge
# offers only that.
STRICT_BUILDS = {
    "gcc": ["-std=c89", "-pedantic-errors", "-Wall", "-Wextra", "-Werror"],
    "clang": ["-std=c89", "-pedantic-errors", "-Wall", "-Wextra", "-Werror"],
    "g++": ["-x", "c++", "-pedantic-errors", "-Wall", "-Wextra", "-Werror"],
}

# Limits of the compiler itself, so that a source that makes it run away
# is a Compilation Error and not a stuck judge.
COMPILE_TIME_LIMIT = 10.0        # seconds of CPU time, per compiler process
COMPILE_MEMORY_LIMIT = 1024      # MiB of address space
COMPILE_FILE_LIMIT = 256         # MiB, the largest file the compiler may write
MESSAGE_LIMIT = 64 * 1024        # bytes kept of compiler messages and stderr

DEFAULT_OUTPUT_LIMIT = 16        # MiB; the judges do not publish theirs
ADDRESS_SPACE_ALLOWANCE = 16     # MiB above the memory limit for the C runtime
STACK_LIMIT = 8                  # MiB, or the memory limit if it is smaller
RUN_ID_VARIABLE = "JUDGE_RUN_ID" # marks every process one run starts
REFUSED_VARIABLE = "JUDGE_REFUSED_ALLOCATION"


def wall_time_limit(time_limit):
    """A program that sleeps or waits uses no CPU time: this ends it."""
    return 2 * time_limit + 1


class UsageError(Exception):
    """A mistake in the command line or the files it names."""


# --- Problems -----------------------------------------------------------------

class Problem:
    """A problem as its statement's front matter describes it."""

    def __init__(self, name):
        self.name = name
        self.statement = os.path.join(PROBLEMS_DIR, name + ".md")
        self.data_dir = os.path.join(TESTDATA_DIR, name)
        self.solution = os.path.join(SOLUTIONS_DIR, name + ".c")
        if not os.path.isfile(self.statement):
            raise UsageError("unknown problem %r (known: %s)" % (name, ", ".join(problem_names())))
        meta = read_front_matter(self.statement)
        try:
            self.title = meta["title"]
            self.judge = meta["judge"]
            self.time_limit = float(meta["time_limit"])
            self.memory_limit = int(meta["memory_limit"])
        except (KeyError, ValueError) as error:
            raise UsageError("%s: front matter needs title, judge, time_limit (s) and "
                             "memory_limit (MiB): %s" % (self.statement, error))

    def cases(self):
        """[(name, input path, answer path)] in name order."""
        if not os.path.isdir(self.data_dir):
            raise UsageError("no test data in %s" % self.data_dir)
        cases = []
        for entry in sorted(os.listdir(self.data_dir)):
            if entry.endswith(".in"):
                stem = entry[:-3]
                answer = os.path.join(self.data_dir, stem + ".ans")
                if not os.path.isfile(answer):
                    raise UsageError("%s has no answer file %s" % (entry, answer))
                cases.append((stem, os.path.join(self.data_dir, entry), answer))
        return cases


def problem_names():
    """Every problem, one per statement problems/NAME.md, sorted."""
    return sorted(f[:-3] for f in os.listdir(PROBLEMS_DIR) if f.endswith(".md"))


def read_front_matter(path):
    """The `key: value` lines between the two `---` lines that open a file."""
    with open(path, encoding="utf-8") as statement:
        lines = statement.read().splitlines()
    if not lines or lines[0].strip() != "---":
        raise UsageError("%s does not open with a --- front matter block" % path)
    meta = {}
    for line in lines[1:]:
        if line.strip() == "---":
            return meta
        key, _, value = line.partition(":")
        meta[key.strip()] = value.strip()
    raise UsageError("%s: the front matter block is not closed with ---" % path)


# --- Comparing output with the answer ------------------------------------------

def normal_lines(data):
    """Lines without CR, without blanks at their ends, without blank lines
    at the end: what HDU ignores."""
    lines = [line.rstrip(b" \t\r") for line in data.replace(b"\r\n", b"\n").split(b"\n")]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def _without_final_newline(data):
    return data[:-1] if data.endswith(b"\n") else data


def compare(output, answer, strict=False):
    """The verdict for a program's output against the answer (both bytes).

    Accepted when they are equal once CRLF, trailing blanks of lines and
    trailing blank lines are ignored (with strict: equal bytes apart from a
    final newline); Presentation Error when only the blanks or line breaks
    between tokens differ; Wrong Answer otherwise.
    """
    if strict:
        same = _without_final_newline(output) == _without_final_newline(answer)
    else:
        same = normal_lines(output) == normal_lines(answer)
    if same:
        return Verdict.ACCEPTED
    if output.split() == answer.split():
        return Verdict.PRESENTATION_ERROR
    return Verdict.WRONG_ANSWER


def first_difference(output, answer):
    """(line number, expected line, actual line) of the first line that
    differs once the blanks HDU ignores are dropped, or None. A missing
    line is None."""
    got, want = normal_lines(output), normal_lines(answer)
    for index in range(max(len(got), len(want))):
        actual = got[index] if index < len(got) else None
        expected = want[index] if index < len(want) else None
        if actual != expected:
            return index + 1, expected, actual
    if output != answer:
        # Equal lines but different bytes: strict mode, or a blank that moved.
        for index, (a, b) in enumerate(zip(output.split(b"\n"), answer.split(b"\n"))):
            if a != b:
                return index + 1, b, a
    return None


# --- Running a program under limits --------------------------------------------

class Limits:
    def __init__(self, time, memory, output=DEFAULT_OUTPUT_LIMIT):
        self.time = time          # seconds of CPU time
        self.memory = memory      # MiB
        self.output = output      # MiB of standard output


class Run:
    """What one run of a program did."""

    def __init__(self):
        self.cpu = 0.0
        self.memory_kib = 0
        self.exit_code = None
        self.signal = None
        self.stdout = b""
        self.stderr = b""
        self.out_of_time = False
        self.out_of_output = False


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
    """(live, exited) pids of a run's processes but its launcher: those
    whose environment carries the run's id, and those handed to us as
    subreaper (orphans of the run, whatever their environment says)."""
    me = str(os.getpid())
    marker = ("%s=%s\0" % (RUN_ID_VARIABLE, run_id)).encode()
    live, exited = [], []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == launcher:
            continue
        try:
            with open("/proc/%s/stat" % entry) as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            if fields[1] == me:
                (exited if fields[0] == "Z" else live).append(int(entry))
            else:
                with open("/proc/%s/environ" % entry, "rb") as environ:
                    if marker in environ.read():
                        live.append(int(entry))
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


def run_limited(argv, stdin_path, limits, env=None, cwd=None, output_cap=None,
                file_size=None):
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
        raise UsageError("cannot build the launcher in %s: is gcc installed?" % BUILD_DIR)
    _become_subreaper()
    run_id = uuid.uuid4().hex
    env = dict(env if env is not None else os.environ)
    env[RUN_ID_VARIABLE] = run_id
    mib = 1024 * 1024
    output_cap = output_cap if output_cap is not None else int(limits.output * mib)
    file_size = file_size if file_size is not None else output_cap + 1
    cpu_seconds = max(1, math.ceil(limits.time))
    address_space = (limits.memory + ADDRESS_SPACE_ALLOWANCE) * mib
    stack = min(STACK_LIMIT, limits.memory) * mib

    report_read, report_write = os.pipe()
    command = [launcher, str(report_write), str(cpu_seconds), str(address_space), str(stack),
               str(file_size)] + list(argv)
    result = Run()
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
        while open_fds:
            now = time.monotonic()
            if drain_until is None and report_read not in open_fds:
                # The program has ended: its children may still hold the pipes.
                _kill_run(run_id, process.pid)
                drain_until = now + 1.0
            if drain_until is None and now - started > wall_time_limit(limits.time):
                result.out_of_time = True
                break
            if drain_until is not None and now > drain_until:
                break
            ready, _, _ = select.select(open_fds, [], [], 0.02)
            for fd in ready:
                chunk = os.read(fd, 65536)
                if not chunk:
                    open_fds.remove(fd)
                    continue
                kept = streams[fd]
                room = caps[fd] - len(kept)
                kept += chunk[:max(room, 0)]
                if fd == out_fd and len(chunk) > room:
                    result.out_of_output = True
            if result.out_of_output:
                break
        _kill_run(run_id, process.pid)
        # The launcher outlives the program only to report on it.
        while report_read in open_fds and time.monotonic() < started + wall_time_limit(limits.time) + 2:
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
    # SIGXCPU comes only from the CPU limit; SIGKILL from its hard limit.
    if result.signal == signal.SIGXCPU or (result.signal == signal.SIGKILL and result.cpu >= cpu_seconds):
        result.out_of_time = True
    if result.signal == signal.SIGXFSZ:
        result.out_of_output = True
    return result


def _read_launcher_report(report, result):
    """Fill result from the launcher's line, or say the program vanished."""
    try:
        status, user_us, system_us, maxrss = (int(field) for field in report.split())
    except ValueError:
        # No report: the launcher was killed or could not start the program.
        result.signal = signal.SIGKILL
        return
    result.cpu = (user_us + system_us) / 1e6
    result.memory_kib = maxrss
    if os.WIFSIGNALED(status):
        result.signal = os.WTERMSIG(status)
    else:
        result.exit_code = os.WEXITSTATUS(status)


# --- Native helpers --------------------------------------------------------------

# The launcher sits between the judge and a submission. It sets the limits
# and forks the program from a process of its own a few hundred KiB in
# size: Linux carries a process's peak memory across exec, so a program
# forked straight from the judge would be charged the judge's own memory.
LAUNCHER_SOURCE = r"""
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

/* usage: launcher REPORT_FD CPU_SECONDS ADDRESS_SPACE STACK FILE_SIZE PROGRAM [ARG...]
   Runs PROGRAM under the limits (bytes) and writes
   "STATUS UTIME_US STIME_US MAXRSS_KIB" to REPORT_FD when it has ended. */
static void limit(int resource, unsigned long soft, unsigned long hard)
{
    struct rlimit value;
    value.rlim_cur = soft;
    value.rlim_max = hard;
    setrlimit(resource, &value);
}

int main(int argc, char **argv)
{
    int report, status;
    unsigned long cpu;
    pid_t child;
    struct rusage usage;
    char line[160];
    if (argc < 7)
        return 125;
    report = atoi(argv[1]);
    cpu = strtoul(argv[2], NULL, 10);
    child = fork();
    if (child < 0)
        return 126;
    if (child == 0) {
        close(report);
        limit(RLIMIT_CPU, cpu, cpu + 1);
        limit(RLIMIT_AS, strtoul(argv[3], NULL, 10), strtoul(argv[3], NULL, 10));
        limit(RLIMIT_STACK, strtoul(argv[4], NULL, 10), strtoul(argv[4], NULL, 10));
        limit(RLIMIT_FSIZE, strtoul(argv[5], NULL, 10), strtoul(argv[5], NULL, 10));
        limit(RLIMIT_CORE, 0, 0);
        execvp(argv[6], argv + 6);
        _exit(127);
    }
    /* The program's output pipes must close when the program's side does. */
    close(0);
    close(1);
    close(2);
    while (wait4(child, &status, 0, &usage) < 0)
        if (errno != EINTR)
            return 126;
    snprintf(line, sizeof line, "%d %ld %ld %ld\n", status,
             (long)usage.ru_utime.tv_sec * 1000000L + (long)usage.ru_utime.tv_usec,
             (long)usage.ru_stime.tv_sec * 1000000L + (long)usage.ru_stime.tv_usec,
             (long)usage.ru_maxrss);
    return write(report, line, strlen(line)) < 0;
}
"""

# Preloaded into every submission: records that the C library refused an
# allocation, since a program that then crashes or gives up has still gone
# over the memory limit (the judges say Memory Limit Exceeded there too).
ALLOCATION_WATCH_SOURCE = r"""
#include <fcntl.h>
#include <stddef.h>
#include <stdlib.h>
#include <unistd.h>
extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
static void *watched(void *block, size_t size)
{
    const char *flag;
    int fd;
    if (block == NULL && size != 0 && (flag = getenv("%s")) != NULL) {
        fd = open(flag, O_WRONLY | O_CREAT, 0600);
        if (fd >= 0)
            close(fd);
    }
    return block;
}
void *malloc(size_t n) { return watched(__libc_malloc(n), n); }
void *calloc(size_t n, size_t m) { return watched(__libc_calloc(n, m), n * m); }
void *realloc(void *p, size_t n) { return watched(__libc_realloc(p, n), n); }
""" % REFUSED_VARIABLE

NATIVE_HELPERS = {
    # name: (source, gcc flags in order of preference)
    "launcher": (LAUNCHER_SOURCE, [["-O2", "-static"], ["-O2"]]),
    "allocation-watch.so": (ALLOCATION_WATCH_SOURCE, [["-O2", "-shared", "-fPIC"]]),
}


def native_helper(name):
    """Path of a helper built from its source into build/, or None when gcc
    cannot build it. Rebuilt when its source changes."""
    source, flag_choices = NATIVE_HELPERS[name]
    binary = os.path.join(BUILD_DIR, name)
    source_copy = os.path.join(BUILD_DIR, name.split(".")[0] + ".c")
    try:
        with open(source_copy) as built_from:
            if built_from.read() == source and os.path.isfile(binary):
                return binary
    except OSError:
        pass
    try:
        os.makedirs(BUILD_DIR, exist_ok=True)
        suffix = ".%d" % os.getpid()          # builders in parallel do not collide
        with open(source_copy + suffix, "w") as out:
            out.write(source)
        for flags in flag_choices:
            built = subprocess.run(["gcc"] + flags + ["-x", "c", source_copy + suffix, "-o", binary + suffix],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            if built.returncode == 0:
                os.replace(binary + suffix, binary)
                os.replace(source_copy + suffix, source_copy)
                return binary
        os.remove(source_copy + suffix)
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


# --- Building ------------------------------------------------------------------

def compile_source(compiler, flags, source, executable, workdir):
    """Build source with compiler and flags; (ok, messages). A compiler that
    runs out of its own time or memory limit fails with a message saying so."""
    argv = [compiler] + flags + [source, "-o", executable] + JUDGE_LIBS
    if shutil.which(compiler) is None:
        return False, "%s is not installed" % compiler
    run = run_limited(argv, os.devnull, Limits(COMPILE_TIME_LIMIT, COMPILE_MEMORY_LIMIT),
                      cwd=workdir, output_cap=MESSAGE_LIMIT, file_size=COMPILE_FILE_LIMIT * 1024 * 1024)
    messages = (run.stdout + run.stderr).decode("utf-8", "replace")
    if run.out_of_time:
        return False, messages + "\n%s ran out of its %g s time limit" % (compiler, COMPILE_TIME_LIMIT)
    if run.exit_code != 0:
        why = "killed by %s" % signal_name(run.signal) if run.signal else "exit status %s" % run.exit_code
        return False, messages + "\n%s failed (%s)" % (compiler, why)
    return True, messages


def strict_build(compiler, source, executable, workdir):
    """Build one of our solutions with the strict flags of that compiler."""
    return compile_source(compiler, STRICT_BUILDS[compiler], source, executable, workdir)


def signal_name(number):
    try:
        return signal.Signals(number).name
    except ValueError:
        return "signal %d" % number


# --- Judging -------------------------------------------------------------------

class TestResult:
    def __init__(self, name, verdict, time=0.0, memory=0, detail=""):
        self.name = name
        self.verdict = verdict
        self.time = time          # CPU seconds
        self.memory = memory      # KiB
        self.detail = detail      # what went wrong, for a person


class SourceReport:
    def __init__(self, problem, source):
        self.problem = problem
        self.source = source
        self.verdict = Verdict.ACCEPTED
        self.tests = []
        self.compile_messages = ""

    def as_json(self):
        return {"problem": self.problem, "source": os.path.relpath(self.source, ROOT)
                if self.source.startswith(ROOT) else self.source,
                "verdict": self.verdict.value,
                "tests": [{"name": t.name, "verdict": t.verdict.value, "time": round(t.time, 3),
                           "memory": t.memory} for t in self.tests]}


def run_verdict(run, limits, refused_allocation=False):
    """(verdict, cause): the verdict a run has earned before its output is
    compared (None if none), and what caused it, for a person."""
    if run.out_of_output:
        return Verdict.OUTPUT_LIMIT_EXCEEDED, "more than %g MiB of output" % limits.output
    if refused_allocation:
        return Verdict.MEMORY_LIMIT_EXCEEDED, "an allocation was refused at the memory limit"
    if run.memory_kib > limits.memory * 1024:
        return Verdict.MEMORY_LIMIT_EXCEEDED, "peak memory %d KiB, over %d KiB" % (
            run.memory_kib, limits.memory * 1024)
    if run.out_of_time or run.cpu > limits.time:
        if run.cpu < limits.time:
            return Verdict.TIME_LIMIT_EXCEEDED, "still running after %g s of wall-clock time" % (
                wall_time_limit(limits.time))
        return Verdict.TIME_LIMIT_EXCEEDED, "%.2f s of CPU time, limit %g s" % (run.cpu, limits.time)
    if run.signal is not None:
        return Verdict.RUNTIME_ERROR, "killed by %s" % signal_name(run.signal)
    if run.exit_code != 0:
        return Verdict.RUNTIME_ERROR, "exit status %d" % run.exit_code
    return None, ""


class Submission:
    """A source built as the judges build it, ready to run on inputs.

    Use as a context manager: the build folder is removed on leaving it.
    compile_ok and compile_messages tell how the build went.
    """

    def __init__(self, source, limits):
        self.source = source
        self.limits = limits
        self.workdir = tempfile.mkdtemp(prefix="judge-")
        self.executable = os.path.join(self.workdir, "solution")
        compiler = JUDGE_COMPILERS.get(os.path.splitext(source)[1])
        try:
            self.compile_ok, self.compile_messages = compile_source(
                compiler, JUDGE_FLAGS, os.path.abspath(source), self.executable, self.workdir)
        except BaseException:
            self.close()
            raise
        self.static_kib = static_size(self.executable) // 1024 if self.compile_ok else 0
        self.refused_flag = os.path.join(self.workdir, "refused-allocation")
        self.env = {"PATH": "/usr/bin:/bin", "LANG": "C", REFUSED_VARIABLE: self.refused_flag}
        watch = native_helper("allocation-watch.so")
        if watch:
            self.env["LD_PRELOAD"] = watch

    def execute(self, input_path):
        """(run, verdict, cause): how a run on input_path ended, and the
        verdict it earned before its output is compared (None if none)."""
        if self.static_kib > self.limits.memory * 1024:
            run = Run()
            run.memory_kib = self.static_kib
            return run, Verdict.MEMORY_LIMIT_EXCEEDED, \
                "its static arrays alone need %d KiB" % self.static_kib
        run = run_limited([self.executable], input_path, self.limits, env=self.env, cwd=self.workdir)
        refused = os.path.exists(self.refused_flag)
        if refused:
            os.remove(self.refused_flag)
        verdict, cause = run_verdict(run, self.limits, refused)
        return run, verdict, cause

    def close(self):
        shutil.rmtree(self.workdir, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def judge_source(problem, source, limits, strict=False, run_all=False):
    """Build and judge one source on its problem's data: a SourceReport."""
    report = SourceReport(problem.name, source)
    with Submission(source, limits) as submission:
        report.compile_messages = submission.compile_messages
        if not submission.compile_ok:
            report.verdict = Verdict.COMPILATION_ERROR
            return report
        for name, input_path, answer_path in problem.cases():
            run, verdict, cause = submission.execute(input_path)
            if verdict is None:
                with open(answer_path, "rb") as answer_file:
                    answer = answer_file.read()
                verdict = compare(run.stdout, answer, strict)
                if verdict is not Verdict.ACCEPTED:
                    cause = describe_difference(run.stdout, answer, input_path, problem)
            report.tests.append(TestResult(name, verdict, run.cpu, run.memory_kib, cause))
            if verdict is not Verdict.ACCEPTED and report.verdict is Verdict.ACCEPTED:
                report.verdict = verdict
                if not run_all:
                    break
    return report


def _query_line(problem, input_path, output_line):
    """'input line L: TEXT' for the query whose answer is output_line."""
    from oracles import load
    from oracles.common import InputError
    try:
        with open(input_path, encoding="utf-8", errors="replace") as data:
            text = data.read()
        query = load(problem.name).read_queries(text)[output_line - 1]
    except (ImportError, InputError, IndexError, OSError):   # no oracle or no such query
        return ""
    return "input line %d: %s" % (query.line, " ".join(map(str, query.values)))


def describe_difference(output, answer, input_path, problem):
    """The first differing line side by side, the query it answers, and a
    hint when the tokens match."""
    found = first_difference(output, answer)
    if found is None:
        return ""
    line, expected, actual = found

    def shown(text):
        if text is None:
            return "(no line)"
        text = text.decode("utf-8", "replace")
        if text != text.strip() or "\t" in text or "\r" in text:
            text = repr(text)
        return text if len(text) <= 60 else text[:57] + "..."

    query = _query_line(problem, input_path, line)
    width = max(len("expected"), len(shown(expected)))
    lines = ["first difference at output line %d%s" % (line, " (" + query + ")" if query else ""),
             "  %-*s | %s" % (width, "expected", "actual"),
             "  %-*s | %s" % (width, shown(expected), shown(actual))]
    if output.split() == answer.split():
        lines.append("hint: the tokens all match; only blanks or line breaks differ")
    return "\n".join(lines)


# --- Reporting -----------------------------------------------------------------

COLOURS = {Verdict.ACCEPTED: "32", Verdict.COMPILATION_ERROR: "33"}


def paint(text, verdict, colour):
    if not colour:
        return text
    return "\033[%sm%s\033[0m" % (COLOURS.get(verdict, "31"), text)


def format_report(report, colour):
    """The lines a person sees for one judged source."""
    source = os.path.relpath(report.source)
    lines = []
    if report.verdict is Verdict.COMPILATION_ERROR:
        lines.append("%s: %s" % (source, paint(report.verdict.value, report.verdict, colour)))
        lines += ["  " + line for line in report.compile_messages.strip().splitlines()[:40]]
        return "\n".join(lines)
    for test in report.tests:
        lines.append("  %-32s %-22s %6.3f s %8d KiB" % (
            test.name, paint(test.verdict.value, test.verdict, colour), test.time, test.memory))
        if test.detail:
            lines += ["    " + line for line in test.detail.splitlines()]
    passed = sum(t.verdict is Verdict.ACCEPTED for t in report.tests)
    lines.append("%s [%s]: %s (%d/%d tests run passed)" % (
        source, report.problem, paint(report.verdict.value, report.verdict, colour),
        passed, len(report.tests)))
    return "\n".join(lines)


# --- Command line --------------------------------------------------------------

class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


def _parser():
    parser = _Parser(prog="judge.py", description="A local judge that gives HDU's verdicts.")
    commands = parser.add_subparsers(dest="command")
    commands.add_parser("list", help="show the problems with their judge ids and limits")
    commands.add_parser("build", help="build every reference solution with the strict flags")
    test = commands.add_parser("test", help="judge solutions on their test data")
    test.add_argument("problem", nargs="?", help="one problem (default: every problem)")
    test.add_argument("source", nargs="?", help="the .c or .cpp file (default: solutions/PROBLEM.c)")
    test.add_argument("--time-limit", type=float, metavar="SECONDS")
    test.add_argument("--memory-limit", type=int, metavar="MB")
    test.add_argument("--output-limit", type=float, metavar="MB")
    test.add_argument("--json", action="store_true", help="one JSON object per source on stdout")
    test.add_argument("--all", action="store_true", help="run every test, not only up to the first failure")
    test.add_argument("--strict", action="store_true", help="demand byte equality (but a final newline)")
    stress = commands.add_parser("stress", help="compare a solution with the oracle on generated inputs")
    stress.add_argument("problem")
    stress.add_argument("source", nargs="?", help="the .c or .cpp file (default: solutions/PROBLEM.c)")
    stress.add_argument("--seed", type=int, default=0, help="the same seed gives the same inputs (default 0)")
    stress.add_argument("--time", type=float, default=10.0, metavar="SECONDS", help="budget (default 10)")
    stress.add_argument("--count", type=int, metavar="N", help="stop after N queries")
    stress.add_argument("--out", default=".", metavar="DIR", help="where a failing case is written")
    stress.add_argument("--json", action="store_true", help="one JSON object on stdout")
    commands.add_parser("rejected", help="check every solutions/rejected/ file gets its verdict")
    return parser


def limits_for(problem, args):
    return Limits(args.time_limit if args.time_limit is not None else problem.time_limit,
                  args.memory_limit if args.memory_limit is not None else problem.memory_limit,
                  args.output_limit if args.output_limit is not None else DEFAULT_OUTPUT_LIMIT)


LIMIT_RANGES = {"--time-limit": 600, "--memory-limit": 65536, "--output-limit": 4096}


def _check_limits(args):
    for flag, value in (("--time-limit", args.time_limit), ("--memory-limit", args.memory_limit),
                        ("--output-limit", args.output_limit)):
        if value is not None and not 0 < value <= LIMIT_RANGES[flag]:
            raise UsageError("%s must be above 0 and at most %g" % (flag, LIMIT_RANGES[flag]))


def _judge_job(problem_name, source, args):
    """One source judged, in a worker process of its own."""
    problem = Problem(problem_name)
    return judge_source(problem, source, limits_for(problem, args), args.strict, args.all)


def command_test(args):
    _check_limits(args)
    if args.problem is None:
        if args.source:
            raise UsageError("a SOURCE needs its PROBLEM")
        jobs = [(name, Problem(name).solution) for name in problem_names()]
    else:
        source = args.source or Problem(args.problem).solution
        check_source(source)
        jobs = [(args.problem, source)]
    for name, _ in jobs:
        Problem(name).cases()      # a usage error before anything runs
    colour = sys.stdout.isatty() and not os.environ.get("NO_COLOR")
    reports = []
    for report in judge_in_parallel(jobs, args):
        _print_report(report, args.json, colour)
        reports.append(report)
    return 0 if all(r.verdict is Verdict.ACCEPTED for r in reports) else 1


def check_source(source):
    if not os.path.isfile(source):
        raise UsageError("no such file: %s" % source)
    if os.path.splitext(source)[1] not in JUDGE_COMPILERS:
        raise UsageError("%s: a source must end in %s" % (source, " or ".join(JUDGE_COMPILERS)))


def judge_in_parallel(jobs, args):
    """SourceReports for (problem, source) jobs, in order, judged across the
    cores; each report is yielded whole, so output never interleaves."""
    if len(jobs) == 1:
        yield _judge_job(jobs[0][0], jobs[0][1], args)
        return
    with concurrent.futures.ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        futures = [pool.submit(_judge_job, name, source, args) for name, source in jobs]
        for future in futures:
            yield future.result()


def _print_report(report, as_json, colour):
    if as_json:
        print("%s: %s" % (report.problem, report.verdict.value), file=sys.stderr)
        print(json.dumps(report.as_json()), flush=True)
    else:
        print(format_report(report, colour), flush=True)


def command_stress(args):
    from oracles import load, stress
    if not 0 < args.time <= 24 * 3600 or (args.count is not None and args.count <= 0):
        raise UsageError("--time must be above 0 and at most a day, --count positive")
    if not os.path.isdir(args.out):
        raise UsageError("no such folder: %s" % args.out)
    problem = Problem(args.problem)
    try:
        load(problem.name)
    except ImportError:
        raise UsageError("%s has no oracle in oracles/ to stress against" % problem.name)
    source = args.source or problem.solution
    check_source(source)
    outcome = stress.stress(args.problem, source, args.seed, args.time, args.count)
    case = stress.write_case(outcome, args.out) if outcome.failure and outcome.failure.text else None
    if args.json:
        print(json.dumps(stress_json(outcome, case)))
    else:
        print(format_stress(outcome, case, sys.stdout.isatty() and not os.environ.get("NO_COLOR")))
    return 1 if outcome.failure else 0


def stress_json(outcome, case):
    found = outcome.failure
    return {"problem": outcome.problem, "source": outcome.source, "seed": outcome.seed,
            "difference": found is not None, "verdict": found.verdict.value if found else None,
            "phase": outcome.phase, "queries": outcome.queries, "runs": outcome.runs,
            "seconds": round(outcome.seconds, 3), "first_player_wins": outcome.first_wins,
            "first_player_loses": outcome.first_loses, "ranges": outcome.ranges,
            "input": found.text if found else None, "expected": found.expected if found else None,
            "actual": found.output if found else None, "case": case}


def format_stress(outcome, case, colour):
    from oracles import load
    names = [name for name, _, _ in load(outcome.problem).RANGES]
    covered = ", ".join("%s %d..%d" % (name, low, high) for name, (low, high) in zip(names, outcome.ranges))
    summary = "%d queries in %d runs, %.1f s: first player wins %d, loses %d; %s" % (
        outcome.queries, outcome.runs, outcome.seconds, outcome.first_wins, outcome.first_loses,
        covered or "nothing run")
    found = outcome.failure
    if found is None:
        return "%s: no difference from the oracle (seed %d)\n%s" % (
            outcome.source, outcome.seed, summary)
    lines = ["%s: %s (seed %d, phase %s)" % (outcome.source, paint(found.verdict.value, found.verdict, colour),
                                             outcome.seed, outcome.phase), summary]
    if found.verdict is Verdict.COMPILATION_ERROR:
        return "\n".join(lines + ["  " + l for l in outcome.compile_messages.strip().splitlines()[:40]])
    shown = found.text.replace("\r", "\\r").splitlines()
    lines.append("smallest failing input (%d lines):" % len(shown))
    lines += ["  " + line for line in shown[:20]] + (["  ..."] if len(shown) > 20 else [])
    if found.cause:
        lines.append("cause: " + found.cause)
    wrong = found.wrong_lines()[:1]
    for i in wrong:
        want = found.expected[i] if i < len(found.expected) else "(no line)"
        got = found.output[i] if i < len(found.output) else "(no line)"
        width = max(len("expected"), len(want[:60]))
        lines += ["output line %d:" % (i + 1), "  %-*s | %s" % (width, "expected", "actual"),
                  "  %-*s | %s" % (width, want[:60], got[:60])]
    if case:
        lines.append("written as a test case: %s and %s" % (case, case[:-3] + ".ans"))
    return "\n".join(lines)


REJECTED_DIR = os.path.join(SOLUTIONS_DIR, "rejected")
STRESS_BUDGET = 10.0      # seconds stress may take to catch a wrong answer


def expected_verdict(path):
    """The verdict a rejected solution's first line names: `/* Verdict: why */`."""
    with open(path, encoding="utf-8", errors="replace") as source:
        first = source.readline().strip()
    name = first[2:].split(":", 1)[0].strip() if first.startswith("/*") else ""
    try:
        return Verdict(name)
    except ValueError:
        raise UsageError("%s: the first line must be /* <Verdict>: why */" % path)


def check_rejected(path):
    """(path, expected verdict, verdict got, stress caught it or None)."""
    from oracles import stress
    problem = Problem(os.path.basename(path).split(".")[0])
    want = expected_verdict(path)
    report = judge_source(problem, path, Limits(problem.time_limit, problem.memory_limit))
    caught = None
    if want is Verdict.WRONG_ANSWER:
        caught = stress.stress(problem.name, path, seconds=STRESS_BUDGET).failure is not None
    return path, want, report.verdict, caught


def command_rejected(args):
    """Every known-wrong solution gets the verdict its first line names,
    and stress catches every Wrong Answer one within STRESS_BUDGET."""
    paths = sorted(os.path.join(REJECTED_DIR, f) for f in os.listdir(REJECTED_DIR)
                   if os.path.splitext(f)[1] in JUDGE_COMPILERS)
    for path in paths:
        expected_verdict(path)
    status = 0
    with concurrent.futures.ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        for path, want, got, caught in pool.map(check_rejected, paths):
            ok = got is want and caught is not False
            status |= not ok
            note = "" if caught is None else ("; stress catches it" if caught else
                                              "; stress found NO difference in %g s" % STRESS_BUDGET)
            print("%-4s %-55s %s%s" % ("ok" if ok else "FAIL", os.path.relpath(path, ROOT),
                                      got.value if ok else "got %s, expected %s" % (got.value, want.value),
                                      note), flush=True)
    return status


def command_list(args):
    print("%-16s %-22s %6s %7s  %s" % ("problem", "judge", "time", "memory", "title"))
    for name in problem_names():
        p = Problem(name)
        print("%-16s %-22s %5gs %5dMB  %s" % (name, p.judge, p.time_limit, p.memory_limit, p.title))
    return 0


def command_build(args):
    """Build every reference solution with each strict build into build/."""
    os.makedirs(BUILD_DIR, exist_ok=True)
    status = 0
    for name in problem_names():
        for compiler in STRICT_BUILDS:
            executable = os.path.join(BUILD_DIR, "%s.%s" % (name, compiler))
            ok, messages = strict_build(compiler, Problem(name).solution, executable, BUILD_DIR)
            print("%-16s %-6s %s" % (name, compiler, "ok" if ok else "FAILED"))
            if not ok:
                print(messages.strip())
                status = 1
    return status


def main(argv=None):
    try:
        args = _parser().parse_args(argv)
        if args.command is None:
            raise UsageError("say what to do: list, test, build, stress or rejected (see --help)")
        commands = {"list": command_list, "test": command_test, "build": command_build,
                    "stress": command_stress, "rejected": command_rejected}
        return commands[args.command](args)
    except UsageError as error:
        print("judge.py: %s" % error, file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
