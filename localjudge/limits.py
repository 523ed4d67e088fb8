"""Every limit the judge applies, and its default."""

import re
from dataclasses import dataclass

from localjudge.errors import UsageError

MIB = 1024 * 1024                # bytes in a MiB, the unit of the limits below
DEFAULT_OUTPUT_LIMIT = 16        # MiB; the judges do not publish theirs
ADDRESS_SPACE_ALLOWANCE = 16     # MiB above the memory limit for the C runtime
STACK_LIMIT = 8                  # MiB on Linux judges, or the memory limit if it is smaller
MESSAGE_LIMIT = 64 * 1024        # bytes kept of compiler messages and stderr
# One process, no threads: then the limits of that process bound all it
# uses, CPU time and memory alike (isolate's default too). No solution to
# these problems needs another.
PROCESSES = 1
COMPILE_PROCESSES = 64           # a compiler starts cc1, as, collect2 and ld

# Limits of the compiler itself, so that a source that makes it run away
# is a Compilation Error and not a stuck judge.
COMPILE_TIME_LIMIT = 10.0        # seconds of CPU time, per compiler process
COMPILE_MEMORY_LIMIT = 1024      # MiB of address space
COMPILE_FILE_LIMIT = 64          # MiB, the largest file the compiler may write: the executable too

SOURCE_LIMIT = 1024 * 1024       # bytes: a source larger than this is not one
# Bytes of a test the judge reads for a user (an own case, --case, an
# answer): twice the largest test here. The oracle's reading of an input
# holds up to about 100 bytes for each of its bytes (a million tiny cases),
# so this keeps the judge within about 400 MiB.
CASE_LIMIT = 4 * MIB
# Bytes of an input given to a program (judge.py run, make bench): twice
# the largest bench input (bench.MAX_INPUT, which its last case may pass).
# judge.py run checks the answers only up to CASE_LIMIT.
INPUT_LIMIT = 32 * MIB

# The largest values the command line accepts for --time-limit (seconds),
# --memory-limit (MiB) and --output-limit (MiB).
HIGHEST = {"time": 600, "memory": 65536, "output": 4096}


@dataclass
class Limits:
    """The limits of one run."""
    time: float                       # seconds of CPU time
    memory: float                     # MiB (10000 KiB, as POJ writes 10000K, is 9.765625)
    output: float = DEFAULT_OUTPUT_LIMIT   # MiB of standard output, and of files written
    stack: int = STACK_LIMIT          # MiB, at most the memory limit
    processes: int = PROCESSES        # processes and threads at once


# A run over the time limit by less than half again of it is run once more
# before its Time Limit Exceeded is given: on a busy machine the other
# core's work slows a run's CPU time too (shared caches and memory).
RERUN_WITHIN = 1.5


def shown_size(count):
    """A size in bytes as a person reads it: 512 bytes, 12 KiB, 4.0 MiB."""
    return "%d bytes" % count if count < 1024 else "%.0f KiB" % (count / 1024) if count < MIB \
        else "%.1f MiB" % (count / MIB)


def parse_memory(text):
    """A memory limit as a statement's front matter writes it, in MiB: `32`
    (MiB), `32 MiB`, or in KiB as the judges' pages write it, `10000 KiB` or
    `10000K`; a ValueError for anything else."""
    found = re.fullmatch(r"\s*([0-9]+(?:\.[0-9]+)?)\s*(MiB|M|KiB|K)?\s*", text)
    if found is None or float(found.group(1)) <= 0:
        raise ValueError("a memory limit is a number of MiB, or of KiB written `10000 KiB`, not %r" % text)
    value = float(found.group(1))
    return value / 1024 if found.group(2) in ("KiB", "K") else value


def shown_memory(mib):
    """A memory limit as a person reads it: `32 MiB`, or `10000 KiB` where
    it is no whole number of MiB."""
    kib = mib * 1024
    return "%g MiB" % mib if mib == int(mib) else "%d KiB" % round(kib)


def memory_bytes(mib):
    """A memory limit in MiB as bytes, whole."""
    return int(round(mib * MIB))


def wall_time_limit(time_limit):
    """A program that sleeps or waits uses no CPU time: this ends it."""
    return 2 * time_limit + 1


def checked_overrides(**overrides):
    """{"time", "memory", "output"}: limits the command line sets (None
    where it sets none), a UsageError if one is out of range."""
    for name, value in overrides.items():
        if value is not None and not 0 < value <= HIGHEST[name]:
            raise UsageError("--%s-limit must be above 0 and at most %g" % (name, HIGHEST[name]))
    return overrides
