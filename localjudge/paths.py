"""Where everything lives. Other modules read these as paths.NAME at the
time of use, so that tests can point them elsewhere."""

import os
import shlex

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROBLEMS_DIR = os.path.join(ROOT, "problems")        # NAME.md: statement and limits
SOLUTIONS_DIR = os.path.join(ROOT, "solutions")      # NAME.c: the reference solution
REJECTED_DIR = os.path.join(SOLUTIONS_DIR, "rejected")  # NAME.FLAW.c: known-wrong ones
TESTDATA_DIR = os.path.join(ROOT, "testdata")        # NAME/NN-what.in and .ans
ORACLES_DIR = os.path.join(ROOT, "oracles")          # NAME.py with '-' as '_'
BUILD_DIR = os.path.join(ROOT, "build")              # what the judge builds
NATIVE_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "native")  # its C helpers


def shown_path(path):
    """A path for a person: relative to the repository if inside it, on
    one line (one_line), and with bytes that are not UTF-8 written as
    \\xNN."""
    if os.path.abspath(path).startswith(ROOT + os.sep):
        path = os.path.relpath(path, ROOT)
    return one_line(os.fsencode(path).decode("utf-8", "backslashreplace"))


def here(path):
    """path as the shell finds it from the current folder: relative to
    it, or absolute when outside it."""
    relative = os.path.relpath(path)
    return relative if not relative.startswith("..") else os.path.abspath(path)


def judge_command(*words):
    """A judge.py command line to paste into the shell from the current
    folder, its words quoted (paths among them given through here())."""
    return " ".join(shlex.quote(one_line(word)) for word in ("python3", here(os.path.join(ROOT, "judge.py"))) + words)


def one_line(name):
    """A name (of a file, of a test) with its line ends and tabs written as
    \\n, \\r and \\t, so that it cannot start a line of its own in a report;
    report.visible escapes the other control characters."""
    return name.replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t")
