"""treblecross' oracle (oracles/treblecross.py): the Grundy method against the
search on every small board, the run values, the sample, the boards with a
threat, and the validator."""

import itertools

import pytest

from common import casemodel as cases
from common.casemodel import InputError
from oracles import treblecross


def test_treblecross_search_agrees_with_the_grundy_method_on_every_small_board():
    for n in range(treblecross.MIN_LENGTH, treblecross.SEARCH_LENGTH + 1):
        for marks in itertools.product(".X", repeat=n):
            board = "".join(marks)
            if "XXX" not in board:
                cells = [treblecross.MARKS.index(c) for c in board]
                assert treblecross.winning_cells(cells) == treblecross.search_winning_cells(board), board


def test_treblecross_run_values_are_the_statements_and_stay_below_18():
    g = treblecross.run_values()
    assert g[:20] == (0, 1, 1, 1, 2, 2, 0, 3, 3, 1, 1, 1, 0, 4, 3, 3, 3, 2, 2, 2)
    assert max(g) == 17 and g[47] == 6


def test_treblecross_sample_and_the_empty_line_after_losing():
    answers = [treblecross.answer(c) for c in treblecross.SAMPLE]
    assert answers == [["WINNING", "3"], ["LOSING", ""], ["WINNING", "3"],
                       ["WINNING", "1 12 15 17 20 24 28 31 33 36 47"]]


def test_treblecross_only_the_completing_moves_win_where_there_are_some():
    for case in treblecross.threat_boards():
        board = cases.symbol_word(case.board, treblecross.MARKS)
        found = treblecross.winning_cells(case.board)
        assert found and all("XXX" in board[:i] + "X" + board[i + 1:] for i in found), board


def test_treblecross_validator_names_the_board_with_three_in_a_row():
    with pytest.raises(InputError, match=r"^line 3: the board holds three X in a row"):
        cases.read_input(treblecross, "2\n...\n.XXX.\n")
