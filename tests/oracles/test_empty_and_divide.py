"""empty-and-divide's oracle (oracles/empty_and_divide.py): the search against
the parity rule wherever it runs, the rule beyond it, and the validator."""

import random

import pytest

from common import casemodel as cases
from common.casemodel import InputError
from oracles import empty_and_divide


def test_empty_and_divide_search_agrees_with_the_parity_rule_wherever_it_runs():
    limit = empty_and_divide.SEARCH_LIMIT
    for a in range(1, limit + 1):
        for b in range(a, limit + 1):
            assert empty_and_divide.search_wins(a, b) == (not empty_and_divide.both_odd(a, b)), (a, b)


def test_empty_and_divide_answers_beyond_the_search_by_the_rule():
    rng = random.Random(5)
    for _ in range(1000):
        case = empty_and_divide.Case(rng.randint(1, empty_and_divide.MAX), rng.randint(1, empty_and_divide.MAX))
        lost = case.a % 2 == 1 and case.b % 2 == 1
        assert empty_and_divide.answer(case) == ["Second" if lost else "First"], case


def test_empty_and_divide_large_odd_pairs_are_lost_near_the_bound():
    found = empty_and_divide.odd_pairs_near_the_bound()
    assert all(not empty_and_divide.wins(c) and min(c) > 10 ** 9 - 200 for c in found)


def test_empty_and_divide_validator_names_the_count_out_of_range():
    with pytest.raises(InputError, match=r"^line 3: b = 0 is outside 1..1000000000"):
        cases.read_input(empty_and_divide, "2\n1 1\n5 0\n")
