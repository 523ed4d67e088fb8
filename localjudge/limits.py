"""Every limit the judge applies, and its default; what one run may use,
as the sandbox takes it, is a sandbox.Limits (localjudge/sandbox/runs.py:
the output, stack and process defaults, the wall-clock rule), and how a
problem's limits become a run's is Submission's (submission.py)."""

import re

from common.errors import UsageError
from common.userfiles import MIB

# Limits of the compiler itself, so that a source that makes it run away
# is a Compilation Error and not a stuck judge.
COMPILE_TIME_LIMIT = 10.0        # seconds of CPU time, per compiler process
COMPILE_MEMORY_LIMIT = 1024      # MiB of address space
COMPILE_FILE_LIMIT = 64          # MiB, the largest file the compiler may write: the executable too
COMPILE_PROCESSES = 64           # a compiler starts cc1, as, collect2 and ld

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


# A run over the time limit by less than half again of it is run once more
# before its Time Limit Exceeded is given: on a busy machine the other
# core's work slows a run's CPU time too (shared caches and memory).
RERUN_WITHIN = 1.5


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


def checked_overrides(**overrides):
    """{"time", "memory", "output"}: limits the command line sets (None
    where it sets none), a UsageError if one is out of range."""
    for name, value in overrides.items():
        if value is not None and not 0 < value <= HIGHEST[name]:
            raise UsageError("--%s-limit must be above 0 and at most %g" % (name, HIGHEST[name]))
    return overrides
