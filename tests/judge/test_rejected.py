"""Every known-wrong solution gets the verdict its first line names, and
stress finds a difference in every Wrong Answer one within the budget."""

import os

import pytest

from conftest import needs_sandbox
from localjudge import rejected
from localjudge.problems import problem_names
from localjudge.verdicts import Verdict

pytestmark = needs_sandbox

REJECTED = [os.path.basename(path) for path in rejected.rejected_sources()]


@pytest.mark.parametrize("name", REJECTED)
def test_gets_its_verdict_and_stress_catches_a_wrong_answer(name):
    checked = rejected.check_rejected(os.path.join(rejected.paths.REJECTED_DIR, name))
    assert checked.got is checked.want
    if checked.want is Verdict.WRONG_ANSWER:
        assert checked.stressed.found is not None and checked.ok
    else:
        assert checked.stressed is None


def test_there_is_a_rejected_solution_for_every_problem():
    assert {n.split(".")[0] for n in REJECTED} == set(problem_names())
