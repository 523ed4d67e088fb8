"""Every problem's correct Java solution, written as a contestant writes
one (tests/java/NAME.java: public class Main, Scanner or BufferedReader),
is Accepted under the problem's Java limits."""

import os
import re

import pytest

from conftest import ROOT, needs_sandbox
from localjudge import judging
from localjudge.problems import Problem, problem_names
from localjudge.verdicts import Verdict

pytestmark = needs_sandbox
JAVA = os.path.join(ROOT, "tests", "java")


def test_every_problem_has_an_ordinary_java_solution():
    assert sorted(f[:-len(".java")] for f in os.listdir(JAVA)) == sorted(problem_names())
    for name in problem_names():
        with open(os.path.join(JAVA, name + ".java")) as source:
            text = source.read()
        assert re.search(r"^public class Main\b", text, re.M), name
        assert re.search(r"\b(Scanner|BufferedReader)\b", text), name


@pytest.mark.parametrize("name", problem_names())
def test_the_java_solution_is_accepted(name):
    problem = Problem(name)
    source = os.path.join(JAVA, name + ".java")
    report = judging.judge_source(problem, source, problem.limits(source))
    failing = [t for t in report.tests if t.verdict is not Verdict.ACCEPTED]
    assert report.verdict is Verdict.ACCEPTED and not failing, (failing[:1] and failing[0].detail)
