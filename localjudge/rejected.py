"""Known-wrong solutions: each file solutions/rejected/PROBLEM.FLAW.c names,
on its first line, the verdict our data must give it: /* <Verdict>: why */.
A Wrong Answer one must also be caught by stress within STRESS_BUDGET. With
every_stress (judge.py rejected), stress runs on every one whose verdict
is one a run can earn, under an address-space cap, and must end within
the time it announces whatever the solution does."""

import os
import resource
from dataclasses import dataclass
from typing import Optional

from common import paths
from common.errors import UsageError
from localjudge import build, parallel, stress
from localjudge.judging import judge_source
from localjudge.problems import Problem
from localjudge.verdicts import Verdict

STRESS_BUDGET = 10.0      # seconds stress may take to catch a wrong answer
STRESS_MEMORY = 4 << 30   # bytes of address space stress may take for a rejected solution
RUN_VERDICTS = {Verdict.WRONG_ANSWER, Verdict.PRESENTATION_ERROR, Verdict.TIME_LIMIT_EXCEEDED,
                Verdict.RUNTIME_ERROR, Verdict.OUTPUT_LIMIT_EXCEEDED, Verdict.MEMORY_LIMIT_EXCEEDED}


@dataclass
class Stressed:
    """What stress did with a rejected solution."""
    found: Optional[Verdict]          # the verdict of the failure it found, or None
    seconds: float                    # how long it took, the build aside
    promised: float                   # the most it said it would take: budget and shrinking
    error: Optional[str] = None       # it failed itself (out of its memory)

    def ok(self, want):
        on_time = self.seconds <= self.promised + 1      # a second for the last answers to be judged
        return self.error is None and on_time and (want is not Verdict.WRONG_ANSWER or self.found is not None)


@dataclass
class Checked:
    """A rejected solution, its verdict and what stress made of it."""
    path: str
    want: Verdict
    got: Verdict
    stressed: Optional[Stressed]

    @property
    def ok(self):
        return self.got is self.want and (self.stressed is None or self.stressed.ok(self.want))


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


def check_rejected(path, every_stress=False):
    """A Checked: the verdict path gets on its problem's data, and for a
    Wrong Answer (for every verdict a run earns, if every_stress) what
    stress made of it."""
    problem = Problem(problem_of(path))
    want = expected_verdict(path)
    report = judge_source(problem, path, problem.limits(path), beyond=True)
    stressed = None
    if want is Verdict.WRONG_ANSWER or (every_stress and want in RUN_VERDICTS):
        stressed = _stressed(problem, path)
    return Checked(path, want, report.verdict, stressed)


def _stressed(problem, path):
    """Stress on path within STRESS_BUDGET, under an address-space cap of
    STRESS_MEMORY (the judge's process only: the sandbox sets its own)."""
    cap = resource.getrlimit(resource.RLIMIT_AS)
    resource.setrlimit(resource.RLIMIT_AS, (min(STRESS_MEMORY, cap[1]) if cap[1] > 0 else STRESS_MEMORY, cap[1]))
    try:
        outcome = stress.stress(problem.name, path, seconds=STRESS_BUDGET)
    except MemoryError:
        return Stressed(None, 0.0, 0.0, "stress ran out of its %d GiB of memory" % (STRESS_MEMORY >> 30))
    finally:
        resource.setrlimit(resource.RLIMIT_AS, cap)
    found = outcome.failure.verdict if outcome.failure else None
    return Stressed(found, outcome.seconds, outcome.budget + outcome.allowance)


def _every(path):
    return check_rejected(path, every_stress=True)


def check_all(problems=None):
    """A Checked for every rejected file (of problems, if given), in order,
    as each is done, checked across the cores, stress on every one."""
    sources = [path for path in rejected_sources() if problems is None or problem_of(path) in problems]
    for path in sources:
        expected_verdict(path)         # a usage error before anything runs
    return parallel.imap(_every, sources)
