"""The committed test data: what the oracles generate, valid, and sized
for a diff review; the statements' samples are the first case."""

import os
import re

import pytest

from conftest import PROBLEMS, ROOT
from common import casemodel as cases
from localjudge import testdata
from localjudge.problems import BEYOND_JUDGE, Problem, ROBUSTNESS, STATEMENT

@pytest.mark.parametrize("problem", PROBLEMS)
def test_committed_data_is_what_make_testdata_writes(problem):
    assert testdata.differences(problem) == []


@pytest.mark.parametrize("problem", PROBLEMS)
def test_every_input_has_the_oracles_answer_and_counts_only_if_the_statement_allows_it(problem):
    # What counts toward a verdict passes the strict validator (the judges'
    # layout); the robustness set is outside the statement and only read
    # leniently.
    oracle = Problem(problem).oracle
    tests = Problem(problem).tests()
    assert {t.group for t in tests} >= {STATEMENT, ROBUSTNESS}
    for test in tests:
        with open(test.input, encoding="ascii", newline="") as data:
            text = data.read()
        strict = test.group != ROBUSTNESS
        assert cases.read_cases(oracle, text, strict=strict), test.name
        if not strict:
            with pytest.raises(cases.InputError):
                cases.read_cases(oracle, text)
        with open(test.answer, encoding="ascii", newline="") as answer:
            assert answer.read() == cases.expected_output(oracle, text, strict=strict), test.name


@pytest.mark.parametrize("problem", PROBLEMS)
def test_the_tests_named_beyond_the_judges_data_exist(problem):
    p = Problem(problem)
    slugs = {t.name.split("-", 1)[1] for t in p.tests() if t.group != ROBUSTNESS}
    assert set(p.beyond_judge) <= slugs
    assert [t.name for t in p.tests() if t.group == BEYOND_JUDGE] == \
        [t.name for t in p.tests() if t.name.split("-", 1)[-1] in p.beyond_judge]


@pytest.mark.parametrize("problem", PROBLEMS)
def test_files_are_small_enough_to_review(problem):
    files = {}
    for test in Problem(problem).tests():
        for path in (test.input, test.answer):
            with open(path, "rb") as data:
                files[os.path.relpath(path, os.path.join(ROOT, "testdata", problem))] = data.read()
    assert testdata.too_large(problem, files) == []


@pytest.mark.parametrize("problem", PROBLEMS)
def test_the_statement_sample_is_the_first_case(problem):
    with open(os.path.join(ROOT, "problems", problem, "statement.md"), encoding="utf-8") as statement:
        text = statement.read()
    sample = text[text.index("\n## Sample"):]
    sample_in, sample_out = re.findall(r"```\n(.*?)```", sample, re.S)[:2]
    folder = os.path.join(ROOT, "testdata", problem)
    with open(os.path.join(folder, "01-sample.in")) as data:
        assert data.read() == sample_in
    with open(os.path.join(folder, "01-sample.ans")) as answer:
        assert answer.read() == sample_out


def test_a_data_file_over_its_size_says_why_and_where_to_name_it():
    said = testdata.too_large("cet4", {"02-all-n.in": b"1\n" * (testdata.MAX_FILE_BYTES // 2 + 1)})
    assert len(said) == 1 and "cet4/02-all-n.in" in said[0] and "LARGE_FILES" in said[0] and "diffs" in said[0]
    assert testdata.too_large("chess-game", {"06-complete-graph.in": b"1" * (testdata.MAX_FILE_BYTES + 1)}) == []


def test_testdata_writes_one_problem_when_named(capsys):
    assert testdata.main(["--check", "cet4"]) == 0
    assert testdata.main(["no-such-problem"]) == 2
