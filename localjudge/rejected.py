"""Known-wrong solutions: each file solutions/rejected/PROBLEM.FLAW.c names,
on its first line, the verdict our data must give it: /* <Verdict>: why */.
A Wrong Answer one must also be caught by stress within STRESS_BUDGET."""

import os

from localjudge import build, parallel, paths, stress
from localjudge.errors import UsageError
from localjudge.judging import judge_source
from localjudge.problems import Problem
from localjudge.verdicts import Verdict

STRESS_BUDGET = 10.0      # seconds stress may take to catch a wrong answer


def rejected_sources():
    """Every known-wrong solution, sorted (none without solutions/rejected/)."""
    if not os.path.isdir(paths.REJECTED_DIR):
        return []
    return sorted(os.path.join(paths.REJECTED_DIR, f) for f in os.listdir(paths.REJECTED_DIR)
                  if build.is_source(f))


def problem_of(path):
    """The problem a rejected file is for: the first part of its name."""
    return os.path.basename(path).split(".")[0]


def expected_verdict(path):
    """The verdict a rejected solution's first line names: `/* Verdict: why */`."""
    with open(path, encoding="utf-8", errors="replace") as source:
        first = source.readline().strip()
    name = first[2:].split(":", 1)[0].strip() if first.startswith("/*") else ""
    try:
        return Verdict(name)
    except ValueError:
        raise UsageError("%s: the first line must be /* <Verdict>: why */" % path)


def check_rejected(path):
    """(path, expected verdict, verdict got, stress caught it or None)."""
    problem = Problem(problem_of(path))
    want = expected_verdict(path)
    report = judge_source(problem, path, problem.limits())
    caught = None
    if want is Verdict.WRONG_ANSWER:
        caught = stress.stress(problem.name, path, seconds=STRESS_BUDGET).failure is not None
    return path, want, report.verdict, caught


def check_all(problems=None):
    """(path, want, got, caught) for every rejected file (of problems, if
    given), in order, as each is done, checked across the cores."""
    sources = [path for path in rejected_sources() if problems is None or problem_of(path) in problems]
    for path in sources:
        expected_verdict(path)         # a usage error before anything runs
    return parallel.imap(check_rejected, sources)
