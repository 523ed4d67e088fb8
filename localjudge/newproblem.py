"""judge.py new: the files a setter fills in to add a problem, from the
templates in templates/ (a working example, so that everything works from
the start), and its first test data. I/O: writes problems/NAME.md,
solutions/NAME.c, solutions/rejected/NAME.off-by-one.c, oracles/NAME.py
and testdata/NAME/."""

import os
import re
import shutil

from localjudge import paths, testdata
from localjudge.errors import UsageError
from localjudge.problems import judge_ids, problem_ids

TEMPLATES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "templates")
NAME = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*")
NAME_LENGTH = 40                # letters at most: every file name made from it stays short
JUDGE = re.compile(r"[A-Za-z]{1,16} [0-9]{1,9}|local")


def targets(name):
    """{template: the path it is written to} for a problem name."""
    return {"problem.md": os.path.join(paths.PROBLEMS_DIR, name + ".md"),
            "solution.c": os.path.join(paths.SOLUTIONS_DIR, name + ".c"),
            "oracle.py": os.path.join(paths.ORACLES_DIR, name.replace("-", "_") + ".py"),
            "rejected.c": os.path.join(paths.REJECTED_DIR, name + ".off-by-one.c")}


def check_new(name, judge):
    """A UsageError unless name and judge make a problem that names no
    other: a name of lower-case words, not too long, that is no problem's
    judge id, and a judge id no problem has (judge.py finds a problem by
    either)."""
    if len(name) > NAME_LENGTH or not NAME.fullmatch(name):
        raise UsageError("a problem's name is lower-case words joined by '-' (like take-stones), at most %d "
                         "letters, not %r" % (NAME_LENGTH, name[:NAME_LENGTH + 10]))
    if not JUDGE.fullmatch(judge):
        raise UsageError('--judge takes a judge and a number, like "HDU 1234", or local')
    known = problem_ids() if os.path.isdir(paths.PROBLEMS_DIR) else {}
    taken = {given: name_of for name_of, ids in known.items() for given in ids}
    if name in taken:
        raise UsageError("%s is how %s is named by its judge id: choose another name" % (name, taken[name]))
    for given in judge_ids(judge):
        if given in taken or given in known:
            raise UsageError("%s names %s already: a judge id names one problem" % (
                given, taken.get(given, given)))
    written = list(targets(name).values()) + [os.path.join(paths.TESTDATA_DIR, name)]
    existing = [path for path in written if os.path.lexists(path)]
    if existing:
        raise UsageError("%s exists already: choose another name" % paths.shown_path(existing[0]))


def new_problem(name, judge="local"):
    """Write a new problem's files and data, all or none; the paths
    written. A UsageError, before anything is written, for a name or a
    judge check_new refuses."""
    check_new(name, judge)
    title = " ".join(word.capitalize() for word in name.split("-"))
    written = []
    try:
        for template, path in targets(name).items():
            with open(os.path.join(TEMPLATES, template)) as source:
                text = source.read()
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "x") as out:          # "x": never through a link planted there
                written.append(path)
                out.write(text.replace("TITLE", title).replace("JUDGE", judge).replace("NAME", name))
        written.append(os.path.join(paths.TESTDATA_DIR, name))
        testdata.write(name)
    except BaseException:
        for path in written:
            if os.path.isdir(path) and not os.path.islink(path):
                shutil.rmtree(path, ignore_errors=True)
            elif os.path.lexists(path):
                os.remove(path)
        raise
    return written
