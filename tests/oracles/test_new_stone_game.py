"""new-stone-game's oracle (oracles/new_stone_game.py): the pairing theorem
against the search over whole positions, the moves from the rules, the
cases built to break the wrong approaches."""

import random

import pytest

from conftest import drawn_cases
from common import casemodel as cases
from common.casemodel import InputError
from oracles import games, new_stone_game as oracle


def test_pairing_agrees_with_the_search_on_every_small_position():
    positions = [p for p in games.small_positions(oracle.CHECK_TOTAL) if len(p) <= oracle.MAX_PILES]
    assert len(positions) == 1476                   # 1 to 18 stones in at most 10 piles
    for position in positions:
        assert oracle.SEARCH.wins(position) == (not oracle.paired(position)), position


def test_moves_remove_a_stone_and_feed_only_piles_that_have_stones():
    # From 2 1: the 2 keeps 0 or 1 (the 1 may get one stone only if the 2 is emptied), or the 1 is taken.
    assert oracle.moves((1, 2)) == {(1,), (1, 1), (2,)}
    # No move keeps the total of stones.
    for position in games.small_positions(7):
        assert all(sum(after) < sum(position) for after in oracle.moves(position))


def test_the_sample():
    assert [oracle.answer(c) for c in oracle.SAMPLE] == [["1"], ["0"]]


def test_unsorted_pairs_are_lost_and_no_neighbours_match():
    found = oracle.unsorted_pairs(random.Random(2), 50)
    assert not any(oracle.wins(c) for c in found)
    assert all(c.piles[i] != c.piles[i + 1] for c in found for i in range(0, len(c.piles) - 1, 2))


def test_near_misses_are_won_and_some_have_xor_zero():
    found = oracle.near_misses(random.Random(3), 30)
    assert all(oracle.wins(c) for c in found)
    assert sum(games.nim_sum(c.piles) == 0 and len(c.piles) % 2 == 0 for c in found) >= 30
    assert all(cases.is_valid(oracle, c) for c in found)


def test_random_cases_are_of_the_statement_and_the_outcome_asked():
    drawn = drawn_cases(oracle, 3000, seed=4)
    assert sum(len(c.piles) % 2 == 0 and oracle.wins(c) for c in drawn) > 300
    assert sum(max(c.piles) > 50 for c in drawn) > 300


def test_validator_names_the_pile_beyond_the_bound():
    with pytest.raises(InputError, match=r"^line 2: a = 101 is outside 1\.\.100"):
        cases.read_input(oracle, "2\n1 101\n0\n")
    with pytest.raises(InputError, match=r"^line 1: n = 11 is outside 1\.\.10"):
        cases.read_input(oracle, "11\n1 1 1 1 1 1 1 1 1 1 1\n0\n")
