"""The bounds of the explorer's work and of what it takes from a user.

  cpu_time()                        -> CPU seconds this process and its children have used
  cpu_alarm(seconds)                a with-block that raises TimeUp in the code within once
                                    this process has used seconds more CPU time (and ends
                                    the process if that code catches it and goes on)
  integer(token, low, high, rule)   -> the integer token writes, or UsageError
  shown(text)                       -> text quoted for a message, cut short if long

--seconds is CPU time, that of the explorer and of the engine it runs
alike, and the seconds it reports are CPU time too.
"""

import contextlib
import os
import re
import resource
import signal
import sys

from localjudge.errors import UsageError
from oracles import cases

SHOWN = 40                  # characters of a user's text quoted in a message, at most
RING_AGAIN = 0.1            # CPU seconds between two TimeUps, should one be caught
GRACE = 1.0                 # CPU seconds past the time given before the process is ended

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
            print("explore.py: the CPU time given (--seconds) ran out, and the code running caught what stops it "
                  "and went on; ended %g s later" % GRACE, file=sys.stderr, flush=True)
            os._exit(2)
        raise TimeUp

    previous = signal.signal(signal.SIGPROF, ring)
    signal.setitimer(signal.ITIMER_PROF, max(seconds, 0.001), RING_AGAIN)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)


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
