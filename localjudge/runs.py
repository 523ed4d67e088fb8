"""What one run of a program did, and how a run can be ended: plain
records that the sandbox fills and the verdicts read. No I/O."""

from dataclasses import dataclass
from typing import Optional

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
