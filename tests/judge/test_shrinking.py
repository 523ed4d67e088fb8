"""Stress's shrinking holds memory in proportion to the case and ends by
its deadline, on every problem's largest case, whatever the program does:
here a program that fails on every input, so that every candidate is
kept and shrinking goes as far and as fast as it can. It runs in a
process of its own under an address-space cap, so that a shrinker that
explodes fails the test instead of the machine."""

import json
import os
import subprocess
import sys

from conftest import PROBLEMS, ROOT

CAP = 3 << 30                  # bytes of address space the shrinking process may have
DEADLINE = 0.5                 # seconds of shrinking for each problem
PER_UNIT = 400                 # bytes held per number or list of the case, at most
SPARE = 48 << 20               # and this much more

PROGRAM = r"""
import json, random, resource, sys, time, tracemalloc
sys.path.insert(0, %(root)r)
resource.setrlimit(resource.RLIMIT_AS, (%(cap)d, %(cap)d))
from common import casemodel as case_model
from localjudge import stress
from localjudge.problems import Problem
from localjudge.verdicts import Verdict


class Failing:
    '''A tester whose program fails on every input, and runs nothing.'''
    def __init__(self, oracle):
        self.oracle, self.deadline, self.runs = oracle, None, 0
    def past_deadline(self):
        return time.monotonic() >= self.deadline
    def failing(self, cases, layout=None):
        if not cases or self.past_deadline():
            return None
        self.runs += 1
        return stress.Check("", list(cases), Verdict.RUNTIME_ERROR, "crashed", [], [], [])


def size(value):
    return 1 if isinstance(value, int) else 1 + sum(size(item) for item in value)


def weight(value):
    return abs(value) if isinstance(value, int) else len(value) + sum(weight(item) for item in value)


def largest(oracle):
    if hasattr(oracle, "worst_case"):
        return oracle.worst_case(random.Random(1))
    return max((case for _, found in oracle.test_files() for case in found),
               key=lambda case: (size(case), weight(case)))


def shrunk(oracle, case):
    '''(the case shrinking ends with, or None on a MemoryError, its seconds
    of CPU time, the candidates checked).'''
    tester = Failing(oracle)
    tester.deadline = time.monotonic() + %(deadline)r
    started = time.process_time()       # CPU time: a busy machine stretches the wall clock, not this
    try:
        found = stress.shrink_case(tester, stress.Check("", [case], Verdict.RUNTIME_ERROR, "", [], [], []))
    except MemoryError:
        found = None
    return found, time.process_time() - started, tester.runs


for name in sys.argv[1:]:
    oracle = Problem(name).oracle
    case = largest(oracle)
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    found, _, runs = shrunk(oracle, case)
    peak = tracemalloc.get_traced_memory()[1] - base
    tracemalloc.stop()
    seconds = shrunk(oracle, case)[1]   # timed again untraced: tracing makes allocating several times slower
    error = "MemoryError" if found is None else \
        None if case_model.is_valid(oracle, found.cases[0]) else "shrunk to an invalid case"
    print(json.dumps({"problem": name, "size": size(case), "peak": peak, "error": error,
                      "seconds": seconds, "runs": runs}), flush=True)
"""


def test_shrinking_every_problems_largest_case_stays_in_its_memory_and_its_time():
    program = PROGRAM % {"root": ROOT, "cap": CAP, "deadline": DEADLINE}
    with_oracle = [name for name in PROBLEMS if os.path.isfile(
        os.path.join(ROOT, "oracles", name.replace("-", "_") + ".py"))]
    done = subprocess.run([sys.executable, "-c", program] + with_oracle, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE)
    found = [json.loads(line) for line in done.stdout.decode().splitlines()]
    assert [row["problem"] for row in found] == with_oracle, done.stderr.decode()[-2000:]
    for row in found:
        assert row["error"] is None, row
        assert row["peak"] <= PER_UNIT * row["size"] + SPARE, row
        assert row["seconds"] <= DEADLINE + 1.5, row       # a candidate being checked when the deadline came
