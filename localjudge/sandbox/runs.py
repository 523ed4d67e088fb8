"""The sandbox's records: what one run may use (Limits), what it did (Run),
and how a run can be ended. Plain records, no I/O: the sandbox fills
them, the verdicts read them."""

from dataclasses import dataclass
from typing import Optional

DEFAULT_OUTPUT_LIMIT = 16        # MiB; the judges do not publish theirs
ADDRESS_SPACE_ALLOWANCE = 16     # MiB above the memory limit for the C runtime
STACK_LIMIT = 8                  # MiB on Linux judges, or the memory limit if it is smaller
MESSAGE_LIMIT = 64 * 1024        # bytes kept of compiler messages and stderr
# One process, no threads: then the limits of that process bound all it
# uses, CPU time and memory alike (isolate's default too). No solution to
# these problems needs another.
PROCESSES = 1


@dataclass
class Limits:
    """The limits of one run."""
    time: float                       # seconds of CPU time, at which the run is ended
    memory: float                     # MiB (10000 KiB, as POJ writes 10000K, is 9.765625)
    output: float = DEFAULT_OUTPUT_LIMIT   # MiB of standard output, and of files written
    stack: float = STACK_LIMIT        # MiB, at most the memory limit
    processes: int = PROCESSES        # processes and threads at once
    # A runtime's own memory, beyond what the limit counts (a JVM's code,
    # its threads' stacks): allowed on top of the limit, not counted in it.
    overhead: float = 0
    # MiB of address space, where it is not the memory limit and the C
    # runtime's allowance: a JVM or a sanitizer reserves gigabytes it never
    # touches (math.inf: no limit; a memory cgroup still bounds what it holds).
    address_space: Optional[float] = None

    def address_space_limit(self):
        """MiB of address space a run may map (math.inf: no limit)."""
        return self.held_limit() if self.address_space is None else self.address_space

    def held_limit(self):
        """MiB a run may hold in all (what a memory cgroup is set to): the
        limit, the runtime's own, and the allowance."""
        return self.memory + self.overhead + ADDRESS_SPACE_ALLOWANCE

    def wall_clock(self):
        """Seconds of wall-clock time after which a run none of whose
        processes is runnable (it sleeps, it waits on a pipe) is ended:
        twice the CPU time it may use, and a second. The one place this
        rule is written: the verdicts and stress read it from here."""
        return 2 * self.time + 1

# How a run was ended, when it did not end by itself.
CPU = "cpu"          # the CPU-time limit (the launcher's watch of the CPU clock, or RLIMIT_CPU)
WALL = "wall"        # the wall-clock limit, which ends only programs that wait
OUTPUT = "output"    # the output limit


@dataclass
class Run:
    """What one run of a program did."""
    cpu: float = 0.0                  # seconds of CPU time
    memory_kib: int = 0               # peak memory: resident, or all its memory cgroup held
    exit_code: Optional[int] = None
    signal: Optional[int] = None
    stdout: bytes = b""
    stderr: bytes = b""
    ended_by: Optional[str] = None    # None (it ended itself), CPU, WALL or OUTPUT
    waited: bool = False              # WALL ended it with no process runnable (not a busy machine)
    refused_allocation: bool = False  # the C library refused memory
    static_kib: int = 0               # memory its executable maps before it starts
    stack_kib: int = 0                # the stack's peak size, if the program exited by itself
    stack_overflow: bool = False      # it died of a fault just below its stack
    memory_killed: bool = False       # its memory cgroup's limit ended it
    wall_limit: float = 0.0           # the wall-clock seconds it ran under (Limits.wall_clock)
