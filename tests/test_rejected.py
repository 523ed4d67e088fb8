"""Every known-wrong solution gets the verdict its first line names, and
stress finds a difference in every Wrong Answer one within the budget."""

import os

import pytest

import judge

REJECTED = sorted(f for f in os.listdir(judge.REJECTED_DIR)
                  if os.path.splitext(f)[1] in judge.JUDGE_COMPILERS)


@pytest.mark.parametrize("name", REJECTED)
def test_gets_its_verdict_and_stress_catches_a_wrong_answer(name):
    _, expected, got, caught = judge.check_rejected(os.path.join(judge.REJECTED_DIR, name))
    assert got is expected
    assert caught is (True if expected is judge.Verdict.WRONG_ANSWER else None)


def test_there_is_a_rejected_solution_for_every_problem():
    assert {n.split(".")[0] for n in REJECTED} == set(judge.problem_names())
