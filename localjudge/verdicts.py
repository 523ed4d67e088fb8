"""The verdicts, and the one a run earns before its output is judged."""

import enum
import signal

from localjudge.sandbox.runs import CPU, OUTPUT, WALL


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


# Verdicts about the output itself, as opposed to how the run ended.
ANSWER_VERDICTS = (Verdict.WRONG_ANSWER, Verdict.PRESENTATION_ERROR)


def signal_name(number):
    try:
        return signal.Signals(number).name
    except ValueError:
        return "signal %d" % number


def run_verdict(run, limits, exit_status_counts=True):
    """(verdict, cause): the verdict a run (a runs.Run) has earned before
    its output is judged (None if none), and what caused it, for a person.
    When several limits are broken, output wins over memory, memory over
    time, time over a crash; a stack overflow is a crash even where the
    stack it filled took the memory over the limit. A non-zero exit status is a Runtime Error
    where the judge is known to count it."""
    if run.ended_by == OUTPUT:
        return Verdict.OUTPUT_LIMIT_EXCEEDED, "more than %g MiB of output" % limits.output
    limit_kib = round(limits.memory * 1024)
    if run.static_kib > limit_kib:
        return Verdict.MEMORY_LIMIT_EXCEEDED, "its static arrays alone need %d KiB" % run.static_kib
    if run.memory_killed:
        return Verdict.MEMORY_LIMIT_EXCEEDED, "ended by the kernel at the memory limit, holding %d KiB in all " \
            "(heap, stack, files, pipes, shared memory)" % run.memory_kib
    if run.refused_allocation:
        return Verdict.MEMORY_LIMIT_EXCEEDED, "an allocation was refused at the memory limit"
    if run.stack_overflow and run.signal == signal.SIGSEGV:     # its stack is what went over
        return Verdict.RUNTIME_ERROR, "killed by SIGSEGV: a stack overflow"
    held_kib = round((limits.memory + limits.overhead) * 1024)
    if run.memory_kib > held_kib:
        return Verdict.MEMORY_LIMIT_EXCEEDED, "peak memory %d KiB, over %d KiB%s" % (
            run.memory_kib, held_kib, " (the limit and %g MiB for the runtime's own)" % limits.overhead
            if limits.overhead else "")
    if run.ended_by == CPU:
        return Verdict.TIME_LIMIT_EXCEEDED, "killed after %.2f s of CPU time, limit %g s" % (run.cpu, limits.time)
    if run.cpu > limits.time:
        return Verdict.TIME_LIMIT_EXCEEDED, "%.2f s of CPU time, limit %g s" % (run.cpu, limits.time)
    if run.ended_by == WALL:
        return Verdict.TIME_LIMIT_EXCEEDED, "waiting: no process running after %g s of wall-clock " \
            "time or more, with %.2f s of CPU time" % (run.wall_limit, run.cpu)
    if run.signal is not None:
        return Verdict.RUNTIME_ERROR, "killed by %s" % signal_name(run.signal)
    if run.exit_code != 0 and exit_status_counts:
        return Verdict.RUNTIME_ERROR, "exit status %d" % run.exit_code
    return None, ""
