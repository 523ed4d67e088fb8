"""Every limit the judge applies, and its default."""

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

# The largest values the command line accepts for --time-limit (seconds),
# --memory-limit (MiB) and --output-limit (MiB).
HIGHEST = {"time": 600, "memory": 65536, "output": 4096}


class Limits:
    """The limits of one run."""

    def __init__(self, time, memory, output=DEFAULT_OUTPUT_LIMIT, stack=STACK_LIMIT, processes=PROCESSES):
        self.time = time          # seconds of CPU time
        self.memory = memory      # MiB
        self.output = output      # MiB of standard output, and of files written
        self.stack = stack        # MiB, at most the memory limit
        self.processes = processes  # processes and threads at once


def wall_time_limit(time_limit):
    """A program that sleeps or waits uses no CPU time: this ends it."""
    return 2 * time_limit + 1
