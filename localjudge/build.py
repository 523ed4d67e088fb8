"""Compilers and flags: how the judges build a submission, and how our own
solutions must build."""

import os
import shutil

from localjudge import limits, runner
from localjudge.verdicts import signal_name

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


def compile_source(compiler, flags, source, executable, workdir):
    """Build source with compiler and flags; (ok, messages). A compiler that
    runs out of its own time or memory limit fails with a message saying so."""
    argv = [compiler] + flags + [source, "-o", executable] + JUDGE_LIBS
    if shutil.which(compiler) is None:
        return False, "%s is not installed" % compiler
    run = runner.run_tool(argv, limits.Limits(limits.COMPILE_TIME_LIMIT, limits.COMPILE_MEMORY_LIMIT),
                          cwd=workdir, output_cap=limits.MESSAGE_LIMIT,
                          file_size=limits.COMPILE_FILE_LIMIT * runner.MIB)
    messages = (run.stdout + run.stderr).decode("utf-8", "replace")
    if run.ended_by in (runner.CPU, runner.WALL):
        return False, messages + "\n%s ran out of its %g s time limit" % (compiler, limits.COMPILE_TIME_LIMIT)
    if run.exit_code != 0:
        why = "killed by %s" % signal_name(run.signal) if run.signal else "exit status %s" % run.exit_code
        return False, messages + "\n%s failed (%s)" % (compiler, why)
    return True, messages


def judge_build(source, executable, workdir):
    """Build a submission as the judges build it, by its suffix."""
    compiler = JUDGE_COMPILERS.get(os.path.splitext(source)[1])
    return compile_source(compiler, JUDGE_FLAGS, source, executable, workdir)


def strict_build(compiler, source, executable, workdir):
    """Build one of our solutions with the strict flags of that compiler."""
    return compile_source(compiler, STRICT_BUILDS[compiler], source, executable, workdir)


def is_source(path):
    """Does path end in a suffix the judges build?"""
    return os.path.splitext(path)[1] in JUDGE_COMPILERS
