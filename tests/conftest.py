"""Shared by the tests: the repository on the import path, the problems,
and echo-sum, a tiny problem (sum each pair) the judge is tested on."""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import pytest  # noqa: E402

from localjudge import sandbox  # noqa: E402
from localjudge.problems import problem_names  # noqa: E402

PROBLEMS = problem_names()

# Judging runs programs in a bubblewrap sandbox, which needs user
# namespaces; where none can be made, the tests that judge are skipped.
SANDBOX_PROBLEM = sandbox.sandbox_problem()
needs_sandbox = pytest.mark.skipif(SANDBOX_PROBLEM is not None,
                                   reason="no sandbox here: %s" % SANDBOX_PROBLEM)


PROBLEM = "echo-sum"
CASES = {                       # name: (input, answer)
    "01-one-pair": ("1 2\n", "3\n"),
    "02-two-pairs": ("3 4\n10 20\n", "7\n30\n"),
}


def make_layout(root, problems=(PROBLEM,), solution=None, judge="local 1"):
    """problems/, testdata/ and solutions/ under root, with the echo-sum
    statement (from the judge named) and data under each name in problems;
    solution (a path) is copied as each problem's reference solution."""
    for folder in ("problems", "testdata", "solutions"):
        os.makedirs(os.path.join(root, folder), exist_ok=True)
    for name in problems:
        with open(os.path.join(root, "problems", name + ".md"), "w") as statement:
            statement.write("---\ntitle: Echo Sum\njudge: %s\ntime_limit: 1\nmemory_limit: 32\n---\n"
                            "\nPrint the sum of each pair.\n" % judge)
        data = os.path.join(root, "testdata", name)
        os.makedirs(data, exist_ok=True)
        for case, (given, wanted) in CASES.items():
            with open(os.path.join(data, case + ".in"), "w") as out:
                out.write(given)
            with open(os.path.join(data, case + ".ans"), "w") as out:
                out.write(wanted)
        if solution is not None:
            with open(solution) as source, \
                    open(os.path.join(root, "solutions", name + ".c"), "w") as out:
                out.write(source.read())


def point_judge_at(patch, root):
    """Make the judge read problems, data and solutions from under root."""
    from localjudge import paths
    patch.setattr(paths, "PROBLEMS_DIR", os.path.join(str(root), "problems"))
    patch.setattr(paths, "TESTDATA_DIR", os.path.join(str(root), "testdata"))
    patch.setattr(paths, "SOLUTIONS_DIR", os.path.join(str(root), "solutions"))
