"""stone-game's oracle (oracles/stone_game.py): the search over real positions
(boxes) against the Grundy values over every position it reaches, the values'
own checks, and the validators (cutting-game's with stone-game's: one test
names both)."""

import itertools

import pytest

from common import casemodel as cases
from common.casemodel import InputError
from oracles import cutting_game, games, stone_game


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
