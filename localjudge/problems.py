"""The problems: each is a folder problems/NAME/ whose statement.md holds
in its front matter the title, judge id and limits (and, apart from the
statement, hints.md and analysis.md), a folder testdata/NAME/ of tests, a
reference solution solutions/NAME.c and, for most, an oracle."""

import copy
import functools
import importlib
import importlib.util
import os
from dataclasses import dataclass
from typing import Optional

from common import paths, userfiles
from common.errors import UsageError
from localjudge import build, languages
from localjudge.limits import CASE_LIMIT, parse_memory
from localjudge.sandbox import Limits

@dataclass(frozen=True)
class Test:
    """One test."""
    name: str
    input: str                        # the path of its input
    answer: Optional[str]             # the path of its answer, if it has one
    group: str                        # STATEMENT, BEYOND_JUDGE, OWN or ROBUSTNESS

# The groups of tests. Those in the statement count toward the verdict;
# BEYOND_JUDGE ones too, but the real judge's data is known not to hold
# them (the statement's front matter names them, by slug, in beyond_judge);
# OWN ones, a contestant's or coach's own cases in testdata/NAME/own/ (or
# named with --case), count too and are never regenerated; ROBUSTNESS ones,
# the layouts outside the statement in testdata/NAME/robustness/, are
# warnings unless --robust makes them count.
# A problem's folder problems/NAME/ holds these, and the pictures they show.
STATEMENT_FILE, HINTS_FILE, ANALYSIS_FILE = "statement.md", "hints.md", "analysis.md"

STATEMENT, BEYOND_JUDGE, OWN, ROBUSTNESS = "statement", "beyond-judge", "own", "robustness"
FOLDERS = {"": STATEMENT, OWN: OWN, ROBUSTNESS: ROBUSTNESS}    # folder under testdata/NAME: group


class Problem:
    """A problem as its statement's front matter describes it."""

    def __init__(self, name):
        name = resolve(name)
        self.name = name
        self.folder = problem_folder(name)
        self.statement = os.path.join(self.folder, STATEMENT_FILE)   # what a contestant reads first
        self.hints = os.path.join(self.folder, HINTS_FILE)           # shown one at a time, when asked for
        self.analysis = os.path.join(self.folder, ANALYSIS_FILE)     # shown only when asked for
        self.data_dir = os.path.join(paths.TESTDATA_DIR, name)
        self.solution = os.path.join(paths.SOLUTIONS_DIR, name + ".c")
        meta = read_front_matter(self.statement)
        try:
            self.title = meta["title"]
            self.judge = meta["judge"]
            self.time_limit = float(meta["time_limit"])
            self.memory_limit = parse_memory(meta["memory_limit"])
        except (KeyError, ValueError) as error:
            raise UsageError("%s: front matter needs title, judge, time_limit (s) and "
                             "memory_limit (MiB): %s" % (self.statement, error))
        # HDU's pages give two pairs of limits, Java/Others and C/C++: the
        # Others ones, where a page gives them, hold for Java and Python.
        try:
            self.time_limit_others = float(meta.get("time_limit_others", self.time_limit))
            self.memory_limit_others = parse_memory(meta["memory_limit_others"]) \
                if "memory_limit_others" in meta else self.memory_limit
        except ValueError as error:
            raise UsageError("%s: time_limit_others (s) and memory_limit_others (MiB): %s" % (self.statement, error))
        self.beyond_judge = meta.get("beyond_judge", "").split()
        # Where the statement's worst case needs more work than reading the
        # input: why (bench_work), and the bench's aim for the solution's CPU
        # time, times the I/O floor's (bench_aim).
        self.bench_work = meta.get("bench_work")
        try:
            self.bench_aim = float(meta["bench_aim"]) if "bench_aim" in meta else None
        except ValueError as error:
            raise UsageError("%s: bench_aim is a number (times the I/O floor): %s" % (self.statement, error))
        # Where one case is a whole structure (a graph, a set with its
        # table) or needs a search of its own (a board), so that stress
        # cannot aim at AIM_STRESS cases a second whatever the statement
        # allows in one input: why (stress_work).
        self.stress_work = meta.get("stress_work")
        # A problem of one's own may name its author, its source and its
        # license (judge.py new --author --source --license); the export
        # writes them into problem.yaml.
        self.author, self.source, self.license = meta.get("author"), meta.get("source"), meta.get("license")

    def with_limits(self, time=None, memory=None):
        """The problem with other limits (a coach's, for a contest): a copy."""
        changed = copy.copy(self)
        if time is not None:             # a coach's limit holds for every language
            changed.time_limit = changed.time_limit_others = float(time)
        if memory is not None:
            changed.memory_limit = changed.memory_limit_others = float(memory)
        return changed

    def judges(self):
        """The real judges' names, as the front matter's judge field gives
        them ("POJ 1067 / HDU 1527" -> ["POJ", "HDU"])."""
        return [part.split()[0] for part in self.judge.split("/") if part.split()]

    def limits(self, source=None):
        """The limits a source is judged under: the Java/Others ones for a
        Java or Python source, else the C/C++ ones."""
        if source is not None and languages.language_of(source).others:
            return Limits(self.time_limit_others, self.memory_limit_others)
        return Limits(self.time_limit, self.memory_limit)

    @property
    def has_others_limits(self):
        """Do the Java/Others limits differ from the C/C++ ones?"""
        return (self.time_limit_others, self.memory_limit_others) != (self.time_limit, self.memory_limit)

    @property
    def dialect(self):
        """How its real judge builds and runs a submission (build.Dialect)."""
        return build.dialect_for(self.judges())

    def tests(self):
        """[Test] in name order: the statement's, the own, the robustness set."""
        if not os.path.isdir(self.data_dir):
            raise UsageError("no test data in %s" % self.data_dir)
        found = []
        for folder, group in FOLDERS.items():
            directory = os.path.join(self.data_dir, folder)
            if not os.path.isdir(directory):
                continue
            for entry in sorted(os.listdir(directory)):
                if entry.endswith(".in"):
                    stem = entry[:-3]
                    answer = os.path.join(directory, stem + ".ans")
                    if group == OWN:
                        _check_files(os.path.join(directory, entry), answer)
                    if not os.path.isfile(answer) and group != OWN:
                        raise UsageError("%s has no answer file %s" % (entry, answer))
                    found.append(Test(os.path.join(folder, stem), os.path.join(directory, entry),
                                      answer if os.path.isfile(answer) else None,
                                      self._group(group, stem)))
        return found

    def _group(self, group, stem):
        return BEYOND_JUDGE if group == STATEMENT and stem.split("-", 1)[-1] in self.beyond_judge else group

    def find_tests(self, names):
        """[Test] for names given with --case: a test's name (02-all-small,
        robustness/04-no-terminator), its slug (all-small), or an .in file
        anywhere, with its .ans beside it if there is one."""
        tests = self.tests()
        chosen = []
        for name in names:
            if name.endswith(".in") and os.path.lexists(name):
                answer = name[:-3] + ".ans"
                _check_files(name, answer)
                chosen.append(Test(name, name, answer if os.path.isfile(answer) else None, OWN))
                continue
            matches = [t for t in tests if name in (t.name, t.name.split("/")[-1].split("-", 1)[-1])] or \
                [t for t in tests if t.name.startswith(name)]           # a unique prefix: 03
            if len(matches) != 1:
                raise UsageError("%s: %s (tests of %s: %s)" % (
                    name, "no such test or .in file" if not matches else "names several tests",
                    self.name, ", ".join(t.name for t in tests)))
            chosen += matches
        return chosen

    @property
    def oracle(self):
        """The problem's oracle module, or None if it has none."""
        return load_oracle(paths.ORACLES_DIR, self.name)


def _check_files(test_input, answer):
    """A UsageError, before anything runs, unless a user's own test is
    files the judge may read for them (userfiles.check_file): regular, of at
    most limits.CASE_LIMIT bytes, through no link to what only root may
    read. The answer may be missing."""
    userfiles.check_file(test_input, CASE_LIMIT, "a test input")
    if os.path.lexists(answer):
        userfiles.check_file(answer, CASE_LIMIT, "an answer")


def judge_ids(judge):
    """The ways a problem's judge field may be named: "POJ 1067 / HDU 1527"
    -> poj1067, hdu1527, 1067, 1527 (lower case, no blanks)."""
    ids = set()
    for part in judge.split("/"):
        words = part.split()
        if len(words) == 2 and words[1].isdigit():
            ids.update((words[0].lower() + words[1], words[1]))
    return ids


def problem_ids():
    """{problem: its judge ids (judge_ids)} for every problem."""
    return {known: judge_ids(read_front_matter(os.path.join(problem_folder(known), STATEMENT_FILE)).get("judge", ""))
            for known in problem_names()}


def resolve(name):
    """A problem's name from its name or a judge id (2147, hdu2147, "HDU
    2147", poj1067); a UsageError if none or several match."""
    if name in problem_names():
        return name
    wanted = "".join(name.lower().split())
    found = [known for known, ids in problem_ids().items() if wanted in ids]
    if len(found) == 1:
        return found[0]
    raise UsageError("%s problem %r (known: %s)" % ("ambiguous" if found else "unknown", name,
                                                   ", ".join(found or problem_names())))


def problem_folder(name):
    """The folder problems/NAME/ of a problem's statement, hints, analysis
    and pictures."""
    return os.path.join(paths.PROBLEMS_DIR, name)


def problem_names():
    """Every problem, one per folder problems/NAME/ with a statement.md (a
    file: not a dangling link), sorted."""
    return sorted(f for f in os.listdir(paths.PROBLEMS_DIR)
                  if os.path.isfile(os.path.join(paths.PROBLEMS_DIR, f, STATEMENT_FILE)))


def read_front_matter(path):
    """The `key: value` lines between the two `---` lines that open a file."""
    with open(path, encoding="utf-8") as statement:
        lines = statement.read().splitlines()
    if not lines or lines[0].strip() != "---":
        raise UsageError("%s does not open with a --- front matter block" % path)
    meta = {}
    for line in lines[1:]:
        if line.strip() == "---":
            return meta
        key, _, value = line.partition(":")
        meta[key.strip()] = value.strip()
    raise UsageError("%s: the front matter block is not closed with ---" % path)


@functools.lru_cache(maxsize=None)
def load_oracle(folder, name):
    """The oracle of problem name in folder (NAME.py, '-' written as '_'),
    or None. The project's oracles are imported as the package oracles."""
    module = name.replace("-", "_")
    path = os.path.join(folder, module + ".py")
    if not os.path.isfile(path):
        return None
    if os.path.abspath(folder) == os.path.join(paths.ROOT, "oracles"):
        return importlib.import_module("oracles." + module)
    spec = importlib.util.spec_from_file_location("oracle_" + module, path)
    loaded = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(loaded)
    return loaded
