"""The bounds of the explorer's work and of what it takes from a user.

  cpu_time()                        -> CPU seconds this process and its children have used
  cpu_alarm(seconds)                a with-block that raises TimeUp in the code within once
                                    this process has used seconds more CPU time (and ends
                                    the process if that code catches it and goes on)
  in_process_of_its_own(work, seconds)   -> work()'s exit status, run in a child under hard
                                    limits of CPU time and memory (explore.py game: the
                                    file's own code may stay in one C call, or eat memory)
  integer(token, low, high, rule)   -> the integer token writes, or UsageError
  shown(text)                       -> text quoted for a message, cut short if long
  visible(text)                     -> text with its control characters escaped, for a terminal

--seconds is CPU time, that of the explorer and of the engine it runs
alike, and the seconds it reports are CPU time too.
"""

import contextlib
import io
import json
import math
import os
import re
import resource
import signal
import sys

from common import casemodel as cases
from common.errors import UsageError

SHOWN = 40                  # characters of a user's text quoted in a message, at most
RING_AGAIN = 0.1            # CPU seconds between two TimeUps, should one be caught
GRACE = 1.0                 # CPU seconds past the time given before the process is ended
ENDED_SAID = 2              # the exit status of a process ended by cpu_alarm, having said why
MEMORY = 2 << 30            # bytes of address space a game's process may have (a square of 10^7
#                             positions, the largest --size, holds about 1.1 GiB)

_INTEGER = re.compile(r"[-+]?[0-9]+\Z")


class TimeUp(BaseException):
    """The CPU time given ran out. Not an Exception: a game file's own
    `except Exception` does not catch it."""


def cpu_time():
    """The CPU time (user and system) this process and the children it
    has waited for have used, in seconds."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


@contextlib.contextmanager
def cpu_alarm(seconds):
    """Runs the block within for seconds of this process's CPU time at
    most: then TimeUp is raised wherever it is, in a game file's own loop
    too (a signal, SIGPROF), and again every RING_AGAIN should it be
    caught; GRACE seconds on, code that still catches it (a game file's
    `except BaseException`) is stopped by ending the process, exit status
    2. Main thread only."""
    rings = []

    def ring(signum, frame):
        rings.append(signum)
        if (len(rings) - 1) * RING_AGAIN >= GRACE:
            sys.stdout.flush()
            os.write(2, ("explore.py: the CPU time given (--seconds) ran out, and the code running caught what "
                         "stops it and went on; ended %g s later\n" % GRACE).encode())
            os._exit(ENDED_SAID)
        raise TimeUp

    previous = signal.signal(signal.SIGPROF, ring)
    signal.setitimer(signal.ITIMER_PROF, max(seconds, 0.001), RING_AGAIN)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)


def in_process_of_its_own(work, seconds):
    """work() (no arguments, an exit status) in a child process whose CPU
    time (RLIMIT_CPU: seconds, GRACE and a second more) and address space
    (MEMORY) the kernel bounds, so that they hold wherever its code is,
    inside one C call too, where no signal handler of Python's runs. What
    it printed is printed here once it ends; a child the kernel ended, or
    that crashed, is one line and exit status 2, nothing of it printed."""
    reading, writing = os.pipe()
    pid = os.fork()
    if pid == 0:                                    # the child: it never returns
        os.close(reading)
        _child(work, seconds, writing)
    os.close(writing)
    try:
        data = _read_all(reading)
        _, status = os.waitpid(pid, 0)
    except BaseException:                           # Ctrl-C: nothing of the child stays
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        raise
    finally:
        os.close(reading)
    if data:
        code, out, err = json.loads(data.decode())
        sys.stdout.write(out)
        sys.stderr.write(err)
        return code
    if os.WIFSIGNALED(status) and os.WTERMSIG(status) in (signal.SIGXCPU, signal.SIGKILL):
        said = "the CPU time given (--seconds) ran out inside one call of the game's code, which no " \
            "signal stops; the kernel ended it"
    elif os.WIFSIGNALED(status):
        said = "the game's code crashed the explorer (%s): a position nested too deeply, or a recursion " \
            "too deep for C" % signal.Signals(os.WTERMSIG(status)).name
    elif os.WEXITSTATUS(status) == ENDED_SAID:
        return ENDED_SAID                           # cpu_alarm ended it, and said why
    else:
        said = "the game's code ended the explorer (exit status %d)" % os.WEXITSTATUS(status)
    print("explore.py: %s" % said, file=sys.stderr)
    return 2


def _child(work, seconds, writing):
    """The child of in_process_of_its_own: bounded, it runs work with what
    it prints kept, then writes [status, stdout, stderr] and exits."""
    status, out, err = 3, io.StringIO(), io.StringIO()
    try:
        used = math.ceil(cpu_time() + seconds + GRACE) + 1
        hard = resource.getrlimit(resource.RLIMIT_AS)[1]
        memory = MEMORY if hard == resource.RLIM_INFINITY else min(MEMORY, hard)
        resource.setrlimit(resource.RLIMIT_CPU, (used, used + 1))
        resource.setrlimit(resource.RLIMIT_AS, (memory, hard))
        sys.stdout, sys.stderr = out, err
        status = work()
    except BaseException:                           # work() says its own errors; this is a last resort
        status = 3
    finally:
        try:
            data = json.dumps([status, out.getvalue(), err.getvalue()]).encode()
            while data:
                data = data[os.write(writing, data):]
        finally:
            os._exit(0)


def _read_all(fd):
    chunks = []
    while True:
        chunk = os.read(fd, 1 << 16)
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)


def visible(text):
    """text for a terminal: every control character but the line end (a
    game file's label, name or message may hold escape sequences) written
    as \\xNN, \\r or \\t."""
    return _CONTROL.sub(lambda m: {"\r": "\\r", "\t": "\\t"}.get(m.group(), "\\x%02x" % ord(m.group())), text)


_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\t\r]")


def integer(token, low, high, rule):
    """The integer token writes (blanks around it allowed) if it is from
    low to high; else a UsageError quoting it (cut short) and saying rule.
    Its digits are counted before int(), which refuses over 4300."""
    written = token.strip()
    digits = written.lstrip("+-").lstrip("0")
    if _INTEGER.match(written) and len(digits) <= len(str(max(abs(low), abs(high)))):
        value = int(digits or "0") * (-1 if written.startswith("-") else 1)
        if low <= value <= high:
            return value
    raise UsageError("%s: %s" % (shown(token), rule))


def shown(text):
    """text quoted for a message, cut to SHOWN characters (cases.shown)."""
    return cases.shown(text, SHOWN)
