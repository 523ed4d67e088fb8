"""Every reference solution builds with the strict flags and is Accepted
on its problem's data, the robustness set included."""

import shutil

import pytest

from localjudge import build
from localjudge.judging import judge_source
from localjudge.problems import Problem
from localjudge.verdicts import Verdict
from conftest import PROBLEMS, needs_sandbox

pytestmark = needs_sandbox

BUILDS = [(p, c) for p in PROBLEMS for c in build.STRICT_BUILDS]


@pytest.mark.parametrize("problem,compiler", BUILDS)
def test_builds_warning_free(problem, compiler, tmp_path):
    if shutil.which(compiler) is None:
        pytest.skip("%s is not installed" % compiler)
    source = Problem(problem).solution
    ok, messages = build.strict_build(compiler, source, str(tmp_path / "solution"))
    assert ok and not messages.strip(), messages


@pytest.mark.parametrize("problem", PROBLEMS)
def test_accepted_on_its_data_and_every_layout(problem):
    p = Problem(problem)
    report = judge_source(p, p.solution, p.limits(), run_all=True, robust=True)
    failures = [(t.name, t.verdict.value, t.detail) for t in report.tests if t.verdict is not Verdict.ACCEPTED]
    assert report.verdict is Verdict.ACCEPTED, failures
    assert len(report.tests) == len(p.tests())
