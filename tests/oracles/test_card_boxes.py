"""card-boxes' oracle (oracles/card_boxes.py): the staircase rule against
the search over whole positions, the boxes' rungs from the rules against
the residues the analysis names, the cases built to break wrong classes."""

import itertools
import random

import pytest

from conftest import drawn_cases
from common import casemodel as cases
from common.casemodel import InputError
from oracles import card_boxes as oracle


def test_every_move_changes_the_parity_of_the_rung():
    for a in range(1, 2000):
        for b in range(1, a):
            if oracle.legal(a, b):
                assert oracle.rung(a) % 2 != oracle.rung(b) % 2, (a, b)


def test_odd_rungs_are_the_residues_0_2_5():
    assert {a % 6 for a in range(1, oracle.MAX_BOXES + 1) if oracle.rung(a) % 2} == {0, 2, 5}
    assert [a for a in range(1, 40) if oracle.rung(a) == 0] == [1, 3, 4]


def test_the_rule_agrees_with_the_search_up_to_8_boxes_of_2_cards():
    checked = 0
    for n in range(1, 9):
        for boxes in itertools.product(range(3), repeat=n):
            assert oracle.SEARCH.wins(boxes) == oracle.staircase_wins(boxes), boxes
            checked += 1
    assert checked == 9840


def test_the_rule_agrees_with_the_search_up_to_12_boxes_of_4_cards_in_all():
    checked = 0
    for boxes in itertools.product(range(5), repeat=12):
        if sum(boxes) <= 4:
            assert oracle.SEARCH.wins(boxes) == oracle.staircase_wins(boxes), boxes
            checked += 1
    assert checked == 1820


def test_moves_follow_the_rules():
    # From box 5 only to box 4; from box 6 only to box 3; box 4 nowhere.
    assert sorted(oracle.moves((0, 0, 0, 0, 1))) == [(0, 0, 0, 1, 0)]
    assert sorted(oracle.moves((0, 0, 0, 0, 0, 2))) == [(0, 0, 1, 0, 0, 1), (0, 0, 2, 0, 0, 0)]
    assert list(oracle.moves((3, 0, 3, 3))) == []


def test_the_sample():
    assert [oracle.answer(c) for c in oracle.SAMPLE] == [["Alice"], ["Bob"]]


def test_class_traps_alternate_and_fool_a_wrong_class():
    found = oracle.class_traps(random.Random(5), 40)
    assert [oracle.wins(c) for c in found] == [True, False] * 20
    fooled = sum(oracle._xor_over(c.boxes, lambda a: a % 6 in (0, 2, 4)) != oracle.wins(c) for c in found)
    assert fooled > 0
    assert all(cases.is_valid(oracle, c) for c in found)


def test_random_cases_are_of_the_statement_and_the_outcome_asked():
    drawn = drawn_cases(oracle, 2000, seed=6)
    assert sum(len(c.boxes) > 100 for c in drawn) > 20


def test_validator_names_the_count_beyond_the_bound():
    with pytest.raises(InputError, match=r"^line 3: cards = 101 is outside 0\.\.100"):
        cases.read_input(oracle, "1\n2\n1 101\n")
