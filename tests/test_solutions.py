"""Every reference solution builds with the strict flags and is Accepted
on its problem's data."""

import shutil

import pytest

import judge
from conftest import PROBLEMS

BUILDS = [(p, c) for p in PROBLEMS for c in judge.STRICT_BUILDS]


@pytest.mark.parametrize("problem,compiler", BUILDS)
def test_builds_warning_free(problem, compiler, tmp_path):
    if shutil.which(compiler) is None:
        pytest.skip("%s is not installed" % compiler)
    source = judge.Problem(problem).solution
    ok, messages = judge.strict_build(compiler, source, str(tmp_path / "solution"), str(tmp_path))
    assert ok and not messages.strip(), messages


@pytest.mark.parametrize("problem", PROBLEMS)
def test_accepted_on_its_data(problem):
    p = judge.Problem(problem)
    report = judge.judge_source(p, p.solution, judge.Limits(p.time_limit, p.memory_limit), run_all=True)
    failures = [(t.name, t.verdict.value, t.detail) for t in report.tests if t.verdict is not judge.Verdict.ACCEPTED]
    assert report.verdict is judge.Verdict.ACCEPTED, failures
    assert len(report.tests) == len(p.cases())
