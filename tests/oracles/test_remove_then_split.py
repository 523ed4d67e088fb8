"""remove-then-split's oracle (oracles/remove_then_split.py): the closed
form g(n) = n against the mex over the real moves over the whole table,
the xor rule against the search over every small position, the moves of
one heap, the cases that tell the game from Lasker's Nim, the bounds."""

import random

import pytest

from conftest import drawn_cases
from common import casemodel as cases
from common.casemodel import InputError
from oracles import games, remove_then_split as oracle


def test_every_heap_in_the_table_is_worth_its_size():
    table = oracle.GAME.table
    assert len(table) == oracle.TABLE_SIZE + 1
    assert list(table) == list(range(oracle.TABLE_SIZE + 1))


def test_xor_rule_agrees_with_the_search_on_every_position_it_searches():
    positions = list(games.small_positions(oracle.SEARCH_TOTAL))
    assert len(positions) == 11731                  # every position of 1 to 26 beads
    for position in positions:
        assert oracle.GAME.search.wins(position) == (games.nim_sum(position) != 0), position


def test_a_move_removes_first_and_splits_only_what_is_left():
    # From 3: keep 0, 1, 2 beads, or split the 2 left into 1 and 1; never 1 + 2.
    assert sorted(oracle.heap_moves(3)) == [(0,), (1,), (1, 1), (2,)]
    moves = set(games.position_moves(oracle.heap_moves)((3,)))
    assert (1, 2) not in moves and (1, 1) in moves


def test_the_sample_is_lost_where_lasker_values_say_won():
    assert [oracle.answer(c) for c in oracle.SAMPLE] == [["Win"], ["Lose"], ["Lose"]]
    assert games.nim_sum(oracle.lasker_value(a) for a in [1, 2, 3]) == 7


def test_lasker_traps_alternate_and_disagree_with_lasker_values():
    found = oracle.split_traps(300, 40, 7) + oracle.split_traps(oracle.MAX_HEAP, 40, 8)
    assert [oracle.wins(c) for c in found] == [False, True] * 80
    lasker = [games.nim_sum(oracle.lasker_value(a) for a in c.heaps) != 0 for c in found]
    assert lasker == [True, False] * 80
    assert all(cases.is_valid(oracle, c) for c in found)


def test_bounds_fit_in_31_bits():
    for case in oracle.bounds():
        assert max(case.heaps) <= 2 ** 31 - 1 and games.nim_sum(case.heaps) < 2 ** 31
    assert oracle.answer(oracle.Case([oracle.MAX_HEAP] * 3)) == ["Win"]
    assert oracle.answer(oracle.Case([oracle.MAX_HEAP] * 2)) == ["Lose"]


def test_most_heaps_fails_a_program_that_keeps_only_the_first_heaps():
    case, = oracle.most_heaps()
    assert len(case.heaps) == oracle.MAX_HEAPS and oracle.wins(case)
    assert [games.nim_sum(case.heaps[:kept]) for kept in (10 ** 4, 99998)] == [0, 0]


def test_random_cases_are_of_the_statement_and_the_outcome_asked():
    drawn = drawn_cases(oracle, 3000, seed=5)
    assert sum(sum(c.heaps) <= oracle.SEARCH_TOTAL for c in drawn) > 200
    assert sum(not oracle.wins(c) and max(c.heaps) > 10 ** 8 for c in drawn) > 200


def test_a_worst_case_is_large_and_within_the_statement():
    case = oracle.worst_case(random.Random(1))
    assert cases.is_valid(oracle, case) and len(case.heaps) == oracle.WORST_HEAPS


def test_validator_names_the_heap_beyond_the_bound():
    with pytest.raises(InputError, match=r"^line 4: a = 2147483648 is outside 1\.\.2147483647"):
        cases.read_input(oracle, "1\n2147483647\n2\n1 2147483648\n")
    with pytest.raises(InputError, match=r"^line 1: n = 100000 is outside 1\.\.99999"):
        cases.read_input(oracle, "100000\n1\n")
