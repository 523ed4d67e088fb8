"""Checkers: a problem with several right answers is judged by its oracle's
checker instead of its answer file, in the judge, in stress (which shrinks
its multi-line cases with no code of the problem's own) and as a standalone
Kattis output validator. The toy problem nim-move lives in tests/toy/."""

import os
import shutil
import subprocess
import sys
import time

import pytest

from conftest import ROOT, needs_sandbox
from common import paths
from localjudge import checker, compare, judging, stress, testdata
from localjudge.problems import Problem
from localjudge.submission import Submission
from localjudge.verdicts import Verdict

pytestmark = needs_sandbox

TOY = os.path.join(ROOT, "tests", "toy")
PROBLEM = "nim-move"


@pytest.fixture
def toy(tmp_path, monkeypatch):
    """The toy problem copied under tmp_path with its data generated, and
    the judge pointed at it."""
    for folder in ("problems", "oracles", "solutions"):
        shutil.copytree(os.path.join(TOY, folder), str(tmp_path / folder))
    for name, folder in (("PROBLEMS_DIR", "problems"), ("ORACLES_DIR", "oracles"),
                         ("SOLUTIONS_DIR", "solutions"), ("TESTDATA_DIR", "testdata")):
        monkeypatch.setattr(paths, name, str(tmp_path / folder))
    testdata.write(PROBLEM)
    return tmp_path


def planted(toy, marker_code):
    """The accepted toy solution with code inserted where each case's piles
    have been read (piles, n and x in scope)."""
    with open(str(toy / "solutions" / "nim-move.c")) as source:
        text = source.read()
    anchor = "        move = -1;\n"
    path = toy / "planted.c"
    path.write_text(text.replace("int t, n, i, x, piles[4], move;",
                                 "int t, n, i, x, piles[4], move;\n    static int poisoned = 0;")
                    .replace(anchor, marker_code + anchor))
    return str(path)


def test_a_different_right_answer_is_accepted_by_the_checker(toy):
    problem = Problem(PROBLEM)
    source = str(toy / "solutions" / "nim-move.c")
    report = judging.judge_source(problem, source, problem.limits(), run_all=True)
    assert report.verdict is Verdict.ACCEPTED, [(t.name, t.detail) for t in report.tests]
    # The answer file alone would have rejected it: the checker decided.
    sample = problem.tests()[0]
    with Submission(source, problem.limits()) as submission:
        output = submission.execute(sample.input)[0].stdout
    with open(sample.answer, "rb") as answer:
        assert compare.compare(output, answer.read()) is Verdict.WRONG_ANSWER


def test_a_wrong_move_is_a_wrong_answer_naming_the_case(toy):
    problem = Problem(PROBLEM)
    report = judging.judge_source(problem, str(toy / "solutions" / "nim-move.largest-pile.c"),
                                  problem.limits())
    assert report.verdict is Verdict.WRONG_ANSWER
    failing = next(t for t in report.tests if t.verdict is Verdict.WRONG_ANSWER)
    assert "is not a winning move" in failing.detail
    assert failing.detail.startswith("case ")


def _kattis(toy, output, name=PROBLEM):
    """(exit status, judge message) of the standalone checker on the sample."""
    feedback = toy / "feedback"
    feedback.mkdir(exist_ok=True)
    sample = Problem(name).tests()[0]
    status = checker.main([sample.input, sample.answer, str(feedback), name], output=output)
    return status, (feedback / "judgemessage.txt").read_text()


def test_standalone_checker_follows_the_kattis_exit_codes(toy):
    # The sample is 1 2 3, a loss, and 4 5 6 1, won by taking 2 from pile 1,
    # 2 from pile 2 or 6 from pile 3.
    assert _kattis(toy, b"lose\n1 2\n") == (checker.ACCEPTED_EXIT, "Accepted\n")
    assert _kattis(toy, b"lose\n3 6\n") == (checker.ACCEPTED_EXIT, "Accepted\n")
    status, message = _kattis(toy, b"lose\n1 1\n")
    assert status == checker.WRONG_EXIT
    assert message.startswith("Wrong Answer\ncase 2 (input line 4): ")


def test_standalone_checker_runs_as_a_program_on_a_problem_without_a_checker(tmp_path):
    sample = Problem("cet4").tests()[0]
    script = os.path.join(ROOT, "localjudge", "checker.py")

    def run(output, *argv):
        return subprocess.run([sys.executable, script] + list(argv), input=output,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=str(tmp_path))

    args = (sample.input, sample.answer, str(tmp_path), "cet4")
    assert run(b"Kiki\nCici\n", *args).returncode == 42
    assert run(b"Kiki\nKiki\n", *args).returncode == 43
    assert (tmp_path / "judgemessage.txt").read_text().startswith("Wrong Answer")
    wrong_call = run(b"", sample.input)
    assert wrong_call.returncode == 1 and wrong_call.stderr.decode().startswith("checker.py: usage")


@pytest.mark.parametrize("output, status, verdict", [
    (b"1\nnone\n3 4 5\n", checker.ACCEPTED_EXIT, "Accepted"),
    (b"1 \nnone\t\n3 4 5\n\n", checker.ACCEPTED_EXIT, "Accepted"),       # what HDU ignores
    (b"1\nnone\n3  4 5\n", checker.WRONG_EXIT, "Presentation Error"),
    (b"1\nnone\n3\t4 5\n", checker.WRONG_EXIT, "Presentation Error"),
    (b"1\n\nnone\n3 4 5\n", checker.WRONG_EXIT, "Presentation Error"),
    (b"1 none\n3 4 5\n", checker.WRONG_EXIT, "Presentation Error")],
    ids=["right", "blanks-at-ends", "two-blanks", "a-tab", "a-blank-line", "lines-joined"])
def test_standalone_checker_rejects_a_presentation_error(tmp_path, output, status, verdict):
    # land-auction's sample answer is 1, none, 3 4 5, a line each.
    sample = Problem("land-auction").tests()[0]
    assert checker.main([sample.input, sample.answer, str(tmp_path), "land-auction"], output=output) == status
    assert (tmp_path / "judgemessage.txt").read_text().startswith(verdict + "\n")


def test_stress_finds_cases_that_fail_only_together_and_shrinks_each(toy):
    # A pile of 7 poisons every later case: two cases, each as small as can be.
    source = planted(toy, "        if (poisoned) { puts(\"0 0\"); continue; }\n"
                          "        for (i = 0; i < n; i++) if (piles[i] == 7) poisoned = 1;\n")
    outcome = stress.stress(PROBLEM, source, seed=1, seconds=20)
    assert outcome.failure.verdict is Verdict.WRONG_ANSWER
    assert outcome.failure.text == "2\n1\n7\n1\n1\n"


def test_shrinking_shortens_lists_and_lowers_numbers(toy):
    source = planted(toy, "        for (i = 0; i < n; i++) if (piles[i] == 5) x = 0;\n")
    oracle = Problem(PROBLEM).oracle
    with Submission(source, Problem(PROBLEM).limits()) as submission:
        tester = stress.Tester(oracle, submission)
        found = tester.failing([oracle.Case([7, 5, 3, 2])])
        assert found is not None
        tester.deadline = time.monotonic() + 20     # ample: these few runs take well under a second
        assert stress.shrink_case(tester, found).cases == [oracle.Case([5])]
