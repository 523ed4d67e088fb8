"""judge.py new: the files a setter fills in to add a problem, from the
templates in templates/new/ (a working example, so that everything works from
the start), and its first test data, and puts it at the end of the path.
I/O: writes problems/NAME/ (statement.md, hints.md, analysis.md),
solutions/NAME.c, solutions/rejected/NAME.off-by-one.c, oracles/NAME.py
and testdata/NAME/, and appends a line to problems/path.txt."""

import os
import re
import shutil

from common import paths
from common.errors import UsageError
from localjudge import learning_path, testdata
from localjudge.export import LICENSES
from localjudge.problems import ANALYSIS_FILE, HINTS_FILE, STATEMENT_FILE, judge_ids, problem_folder, problem_ids

TEMPLATES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "templates", "new")
NAME = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*")
NAME_LENGTH = 40                # letters at most: every file name made from it stays short
JUDGE = re.compile(r"[A-Za-z]{1,16} [0-9]{1,9}|local")


def targets(name):
    """{template: the path it is written to} for a problem name."""
    folder = problem_folder(name)
    return {"statement.md": os.path.join(folder, STATEMENT_FILE), "hints.md": os.path.join(folder, HINTS_FILE),
            "analysis.md": os.path.join(folder, ANALYSIS_FILE),
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
    written = list(targets(name).values()) + [problem_folder(name), os.path.join(paths.TESTDATA_DIR, name)]
    existing = [path for path in written if os.path.lexists(path)]
    if os.path.islink(learning_path.path_file()):
        raise UsageError("%s is a symbolic link: the path is written in place, never through one" %
                         paths.shown_path(learning_path.path_file()))
    if existing:
        raise UsageError("%s exists already: choose another name" % paths.shown_path(existing[0]))


def _credits(author, source, license):
    """The front matter lines of a problem's author, source and license
    (export puts them in problem.yaml); a UsageError for one that is no
    single line of text or no license problemtools knows."""
    lines = []
    for key, value in (("author", author), ("source", source), ("license", license)):
        if value is None:
            continue
        if not value.strip() or len(value) > 200 or any(ord(c) < 32 for c in value):
            raise UsageError("--%s is one line of text, at most 200 characters" % key)
        if key == "license" and value not in LICENSES:
            raise UsageError("no license %r: problemtools knows %s" % (value, ", ".join(LICENSES)))
        lines.append("%s: %s" % (key, value.strip()))
    return lines


def new_problem(name, judge="local", author=None, source=None, license=None):
    """Write a new problem's files and data, all or none; the paths
    written. author, source and license go into its front matter (and so
    into problem.yaml when exported). A UsageError, before anything is
    written, for a name or a judge check_new refuses."""
    check_new(name, judge)
    credits = _credits(author, source, license)
    title = " ".join(word.capitalize() for word in name.split("-"))
    written = []
    path_file = learning_path.path_file()
    path_before = _read(path_file)
    try:
        for template, path in targets(name).items():
            with open(os.path.join(TEMPLATES, template)) as source:
                text = source.read()
            if not os.path.isdir(os.path.dirname(path)):
                os.makedirs(os.path.dirname(path))
                written.append(os.path.dirname(path))
            with open(path, "x") as out:          # "x": never through a link planted there
                written.append(path)
                text = text.replace("TITLE", title).replace("JUDGE", judge).replace("NAME", name)
                if template == "statement.md" and credits:
                    text = text.replace("\n---\n", "\n" + "\n".join(credits) + "\n---\n", 1)
                out.write(text)
        written.append(os.path.join(paths.TESTDATA_DIR, name))
        testdata.write(name)
        learning_path.add_step(name)
    except BaseException:
        if path_before is None and os.path.isfile(path_file):
            os.remove(path_file)
        elif path_before is not None and _read(path_file) != path_before:
            with open(path_file, "wb") as restored:
                restored.write(path_before)
        for path in reversed(written):
            if os.path.isdir(path) and not os.path.islink(path):
                shutil.rmtree(path, ignore_errors=True)
            elif os.path.lexists(path):
                os.remove(path)
        raise
    return written + [path_file]


def _read(path):
    try:
        with open(path, "rb") as data:
            return data.read()
    except FileNotFoundError:
        return None
