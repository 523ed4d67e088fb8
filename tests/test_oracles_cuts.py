"""The take-and-break oracles (cutting-game, stone-game): the search over
real positions (pieces of paper, boxes) against the Grundy values over
every position it reaches, the values' own checks, and the validators."""

import itertools

import pytest

from common import casemodel as cases
from common.casemodel import InputError
from oracles import cutting_game, games, stone_game


# --- cutting-game --------------------------------------------------------------------------

def test_cutting_game_search_agrees_with_the_values_without_strips_on_every_small_sheet():
    g = cutting_game.values()
    for w in range(2, cutting_game.SEARCH_SIDE + 1):
        for h in range(2, cutting_game.SEARCH_SIDE + 1):
            assert cutting_game.search_wins(w, h) == (g[w][h] != 0), (w, h)


def test_cutting_game_values_are_symmetric_small_and_lose_where_the_statement_says():
    g = cutting_game.values()
    sides = range(2, cutting_game.MAX_SIDE + 1)
    assert all(g[w][h] == g[h][w] for w in sides for h in sides)
    assert max(g[w][h] for w in sides for h in sides) == 9
    assert [(w, h) for w in range(2, 11) for h in range(w, 11) if g[w][h] == 0] == \
        [(2, 2), (2, 3), (2, 7), (3, 3), (3, 7), (7, 7)]
    assert len(cutting_game.lost_sheets()) == 1089


def test_a_cut_leaving_a_single_square_ends_the_game():
    assert cutting_game._moves(cutting_game.CUT_OUT) == []
    assert cutting_game.CUT_OUT in cutting_game._moves(((1, 3),))
    assert cutting_game.CUT_OUT not in cutting_game._moves(((2, 2),))


# --- stone-game ----------------------------------------------------------------------------

def test_stone_game_recursion_agrees_with_the_mex_over_every_box_of_the_table():
    for s in range(1, stone_game.TABLE_S + 1):
        assert [stone_game.square_value(s, c) for c in range(s + 1)] == list(stone_game.box_values(s)), s


def test_stone_game_search_over_whole_positions_agrees_with_the_xor_of_the_values():
    boxes = [(s, c) for s in range(1, stone_game.SEARCH_S + 1) for c in range(s + 1)]
    for count, top in ((1, stone_game.SEARCH_S), (2, stone_game.SEARCH_S), (3, 6)):
        for position in itertools.combinations_with_replacement([b for b in boxes if b[0] <= top], count):
            xor = games.nim_sum(stone_game.value(s, c) for s, c in position)
            assert stone_game.search_wins(position) == (xor != 0), position


def test_stone_game_threshold_is_exact_around_every_step_up_to_the_bound():
    for t in list(range(0, 1001)):
        for s in (t + t * t, t + t * t + 1, t + t * t + 2):
            if 1 <= s <= stone_game.MAX_S:
                found = stone_game.largest_t(s)
                assert found + found * found < s <= (found + 1) + (found + 1) ** 2, s


def test_stone_game_answers_put_the_case_number_on_a_line_of_its_own():
    assert cases.expected_lines(stone_game, stone_game.SAMPLE) == ["Case 1:", "Yes", "Case 2:", "No"]
    assert stone_game.value(10 ** 6, 5) == 0 and stone_game.value(6, 2) == 4


def test_validators_name_the_line_and_the_fault():
    with pytest.raises(InputError, match=r"^line 3: c = 7 stones in a box of capacity s = 6"):
        cases.read_input(stone_game, "2\n6 2\n6 7\n0\n")
    with pytest.raises(InputError, match=r"^line 2: H = 201 is outside 2..200"):
        cases.read_input(cutting_game, "2 2\n5 201\n")
