"""staircase-nim's oracle (oracles/staircase_nim.py): the staircase rule
against the search on every board up to grid 12, the packed boards, the random
boards, and the validator."""

import pytest

from conftest import drawn_cases
from common import casemodel as cases
from common.casemodel import InputError
from oracles import staircase_nim


def test_staircase_search_agrees_with_the_staircase_rule_on_every_board_up_to_grid_12():
    boards = staircase_nim.all_boards(staircase_nim.SEARCH_GRID, staircase_nim.SEARCH_GRID)
    assert len(boards) == 2 ** staircase_nim.SEARCH_GRID - 1
    for board in boards:
        searched = staircase_nim.search_wins(tuple(board))
        assert searched == staircase_nim.staircase_wins(board), board
        assert staircase_nim.staircase_wins(board[::-1]) == searched, board


def test_staircase_packed_boards_are_lost_and_have_no_move():
    for n in range(1, staircase_nim.SEARCH_GRID + 1):
        board = tuple(range(1, n + 1))
        assert list(staircase_nim._moves(board)) == []
        assert not staircase_nim.search_wins(board)
    assert staircase_nim.answer(staircase_nim.Case(list(range(1, 1001)))) == ["Bob will win"]


def test_staircase_random_boards_are_valid_reach_the_bounds_and_come_fast():
    drawn = drawn_cases(staircase_nim, 4000)
    assert max(len(c.positions) for c in drawn) > 900
    assert max(max(c.positions) for c in drawn) > 9900
    assert any(c.positions != sorted(c.positions) for c in drawn if not staircase_nim.wins(c))


def test_staircase_validator_rejects_two_chessmen_on_one_grid_naming_the_line():
    with pytest.raises(InputError, match=r"^line 5: two chessmen on grid 4"):
        cases.read_input(staircase_nim, "2\n1\n7\n3\n4 9 4\n")
