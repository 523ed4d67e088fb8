"""judge.py new: the files a setter fills in to add a problem, from the
templates in templates/ (a working example, so that everything works from
the start), and its first test data. I/O: writes problems/NAME.md,
solutions/NAME.c, solutions/rejected/NAME.off-by-one.c, oracles/NAME.py
and testdata/NAME/."""

import os
import re

from localjudge import paths, testdata
from localjudge.errors import UsageError

TEMPLATES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "templates")
NAME = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*")


def targets(name):
    """{template: the path it is written to} for a problem name."""
    return {"problem.md": os.path.join(paths.PROBLEMS_DIR, name + ".md"),
            "solution.c": os.path.join(paths.SOLUTIONS_DIR, name + ".c"),
            "oracle.py": os.path.join(paths.ORACLES_DIR, name.replace("-", "_") + ".py"),
            "rejected.c": os.path.join(paths.REJECTED_DIR, name + ".off-by-one.c")}


def new_problem(name, judge="local"):
    """Write a new problem's files and data; the paths written. A
    UsageError for a name that is not lower-case words joined by '-', or
    one whose files exist."""
    if not NAME.fullmatch(name):
        raise UsageError("a problem's name is lower-case words joined by '-' (like take-stones), not %r" % name)
    written = targets(name)
    existing = [path for path in written.values() if os.path.exists(path)]
    if existing or os.path.exists(os.path.join(paths.TESTDATA_DIR, name)):
        raise UsageError("%s exists already: choose another name" % paths.shown_path(
            existing[0] if existing else os.path.join(paths.TESTDATA_DIR, name)))
    title = " ".join(word.capitalize() for word in name.split("-"))
    for template, path in written.items():
        with open(os.path.join(TEMPLATES, template)) as source:
            text = source.read()
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as out:
            out.write(text.replace("TITLE", title).replace("JUDGE", judge).replace("NAME", name))
    testdata.write(name)
    return list(written.values()) + [os.path.join(paths.TESTDATA_DIR, name)]
