"""Shared by the tests: the repository on the import path, the problems,
and echo-sum, a tiny problem (sum each pair) the judge is tested on.

The tests are grouped by what they test: judge/ (judging, stress, hack,
the training commands, the data), sandbox/ (what a program sees, its
memory, the time rule), oracles/ (one file a problem, test_NAME.py, beside
the case model's and what the oracles share), explorer/, export/ (the
packages and their validators), docs/ (the commands the README and docs/
show); test_structure.py checks the walls between the parts. Every test
file imports this one as `conftest`, from any folder."""

import os
import random
import sys
import time

TESTS = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(TESTS)
sys.path.insert(0, ROOT)
sys.path.insert(0, TESTS)           # `from conftest import ...` in every folder below

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
    "01-sample": ("1 2\n", "3\n"),
    "02-two-pairs": ("3 4\n10 20\n", "7\n30\n"),
}


def make_layout(root, problems=(PROBLEM,), solution=None, judge="local 1"):
    """problems/, testdata/ and solutions/ under root, with the echo-sum
    statement (from the judge named) and data under each name in problems;
    solution (a path) is copied as each problem's reference solution."""
    for folder in ("problems", "testdata", "solutions"):
        os.makedirs(os.path.join(root, folder), exist_ok=True)
    for name in problems:
        os.makedirs(os.path.join(root, "problems", name), exist_ok=True)
        with open(os.path.join(root, "problems", name, "statement.md"), "w") as statement:
            statement.write("---\ntitle: Echo Sum\njudge: %s\ntime_limit: 1\nmemory_limit: 32\n---\n"
                            "\nPrint the sum of each pair.\n\n## Sample\n\n```\n%s```\n\n```\n%s```\n"
                            % ((judge,) + CASES["01-sample"]))
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
    from common import paths
    patch.setattr(paths, "PROBLEMS_DIR", os.path.join(str(root), "problems"))
    patch.setattr(paths, "TESTDATA_DIR", os.path.join(str(root), "testdata"))
    patch.setattr(paths, "SOLUTIONS_DIR", os.path.join(str(root), "solutions"))


def drawn_cases(oracle, count, cpu_seconds=10, checked=None, seed=3):
    """count random cases of oracle from one seeded generator, first-player
    wins and losses in turn, drawn within cpu_seconds of CPU time (stress
    draws thousands a second); the first checked of them (all if None)
    valid under the statement and of the outcome asked."""
    from common import casemodel as cases
    rng = random.Random(seed)
    start = time.process_time()
    drawn = [oracle.random_case(rng, i % 2 == 0) for i in range(count)]
    assert time.process_time() - start < cpu_seconds
    for i, case in enumerate(drawn[:checked]):
        assert cases.is_valid(oracle, case), case
        assert oracle.wins(case) == (i % 2 == 0), case
    return drawn


def described(pid):
    """A process for a person: its pid, parent, state and command line."""
    try:
        with open("/proc/%s/stat" % pid) as stat:
            state, parent = stat.read().rsplit(")", 1)[1].split()[:2]
        with open("/proc/%s/cmdline" % pid, "rb") as cmdline:
            command = cmdline.read().replace(b"\0", b" ").decode("utf-8", "replace").strip()
    except OSError:
        return "%s (gone)" % pid
    return "%s (parent %s, state %s): %s" % (pid, parent, state, command[:200])


def marked(mark):
    """Pids of the processes now running whose environment holds mark: a
    judge started with it, and what that judge started outside a sandbox,
    bubblewrap included (inside, the environment is cleared, but all there
    ends with its bubblewrap). Other processes on the machine are not ours."""
    found = set()
    for pid in os.listdir("/proc"):
        try:
            with open("/proc/%s/environ" % pid, "rb") as environ:
                if mark in environ.read().split(b"\0"):
                    found.add(pid)
        except OSError:
            continue
    return found


def left_running(mark, seconds):
    """What still runs with mark in its environment once none does or
    seconds have passed, each process described (empty if nothing)."""
    ending = time.monotonic() + seconds
    while marked(mark) and time.monotonic() < ending:
        time.sleep(0.05)
    return {pid: described(pid) for pid in sorted(marked(mark))}


def make_odd(kind, path, limit):
    """A file at path that is no regular file of at most limit bytes (kind:
    dev-zero, fifo, folder or huge): the words a refusal of it must hold."""
    if kind == "dev-zero":
        os.symlink("/dev/zero", path)
        return "is a character device"
    if kind == "fifo":
        os.mkfifo(path)
        return "is a FIFO"
    if kind == "folder":
        os.mkdir(path)
        return "is a directory"
    with open(path, "wb") as huge:
        huge.truncate(limit + 1)
    return "larger than the %.1f MiB" % (limit / (1024 * 1024))
