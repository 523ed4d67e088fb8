"""Where everything lives. Other modules read these as paths.NAME at the
time of use, so that tests can point them elsewhere."""

import os
import shlex

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROBLEMS_DIR = os.path.join(ROOT, "problems")        # NAME/: statement, hints, analysis, pictures; path.txt
SOLUTIONS_DIR = os.path.join(ROOT, "solutions")      # NAME.c: the reference solution
REJECTED_DIR = os.path.join(SOLUTIONS_DIR, "rejected")  # NAME.FLAW.c: known-wrong ones
TESTDATA_DIR = os.path.join(ROOT, "testdata")        # NAME/NN-what.in and .ans
ORACLES_DIR = os.path.join(ROOT, "oracles")          # NAME.py with '-' as '_'

# What is the user's own, never the checkout's: the folder of the judge's
# builds and outputs (the build cache, the C helpers, what stress, hack
# and export write), and the folder of the user's history (what was
# judged, the hints and analyses shown). Each may be named by a variable.
APP = "impartial-games"                  # the folders' name under the XDG ones
CACHE_VARIABLE = "JUDGE_CACHE_DIR"
STATE_VARIABLE = "JUDGE_STATE_DIR"


def _xdg(variable, default):
    """An XDG base folder: the variable's value if it is an absolute path
    (the specification ignores any other), else ~/default."""
    value = os.environ.get(variable, "")
    return value if os.path.isabs(value) else os.path.join(os.path.expanduser("~"), default)


def _build_dir():
    """build/ in the checkout where the user may write it; in a checkout
    the user cannot write (a lab's shared install), the user's own XDG
    cache folder; JUDGE_CACHE_DIR, if set, wherever it says."""
    named = os.environ.get(CACHE_VARIABLE)
    if named:
        return os.path.abspath(named)
    inside = os.path.join(ROOT, "build")
    if os.access(inside if os.path.isdir(inside) else ROOT, os.W_OK | os.X_OK):
        return inside
    return os.path.join(_xdg("XDG_CACHE_HOME", ".cache"), APP)


def state_dir():
    """Where the user's history is kept: JUDGE_STATE_DIR, or the XDG state
    folder's impartial-games/ (~/.local/state/impartial-games)."""
    named = os.environ.get(STATE_VARIABLE)
    return os.path.abspath(named) if named else os.path.join(_xdg("XDG_STATE_HOME", os.path.join(".local", "state")), APP)


BUILD_DIR = _build_dir()                 # what the judge builds and writes for the user


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
