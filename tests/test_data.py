"""The committed test data: what the oracles generate, valid, and sized
for a diff review; the statements' samples are the first case."""

import os
import re

import pytest

from conftest import PROBLEMS, ROOT
from localjudge import testdata
from localjudge.problems import Problem
from oracles import cases

MAX_FILE_BYTES = 256 * 1024


@pytest.mark.parametrize("problem", PROBLEMS)
def test_committed_data_is_what_make_testdata_writes(problem):
    assert testdata.differences(problem) == []


def _inputs(problem):
    folder = os.path.join(ROOT, "testdata", problem)
    return sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".in"))


@pytest.mark.parametrize("problem", PROBLEMS)
def test_every_input_passes_its_validator_and_has_the_oracles_answer(problem):
    oracle = Problem(problem).oracle
    for path in _inputs(problem):
        with open(path, encoding="ascii", newline="") as data:
            text = data.read()
        assert cases.read_cases(oracle, text, strict=False), path
        with open(path[:-3] + ".ans", encoding="ascii", newline="") as answer:
            assert answer.read() == cases.expected_output(oracle, text, strict=False), path


@pytest.mark.parametrize("problem", PROBLEMS)
def test_files_are_small_enough_to_review(problem):
    folder = os.path.join(ROOT, "testdata", problem)
    for name in os.listdir(folder):
        assert os.path.getsize(os.path.join(folder, name)) <= MAX_FILE_BYTES, name


@pytest.mark.parametrize("problem", PROBLEMS)
def test_the_statement_sample_is_the_first_case(problem):
    with open(os.path.join(ROOT, "problems", problem + ".md"), encoding="utf-8") as statement:
        text = statement.read()
    sample = text[text.index("\n## Sample"):]
    sample_in, sample_out = re.findall(r"```\n(.*?)```", sample, re.S)[:2]
    folder = os.path.join(ROOT, "testdata", problem)
    with open(os.path.join(folder, "01-sample.in")) as data:
        assert data.read() == sample_in
    with open(os.path.join(folder, "01-sample.ans")) as answer:
        assert answer.read() == sample_out
