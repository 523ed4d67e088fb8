"""tic-tac-toe's oracle (oracles/tic_tac_toe.py): the remembered minimax
against a plain one, the positions counted, its table, the checker, and the
validator."""

import pytest

from common import casemodel as cases
from common.casemodel import InputError
from oracles import tic_tac_toe


def _plain_minimax(cells, side):
    """x's result from cells with side ("x" or "o") to move, by a minimax
    that remembers nothing, on a board as a string."""
    for a, b, c in tic_tac_toe.LINES:
        if cells[a] != "." and cells[a] == cells[b] == cells[c]:
            return 1 if cells[a] == "x" else -1
    results = [_plain_minimax(cells[:i] + side + cells[i + 1:], "o" if side == "x" else "x")
               for i in range(9) if cells[i] == "."]
    return (max if side == "x" else min)(results) if results else 0


def test_tic_tac_toe_remembered_minimax_agrees_with_plain_minimax():
    for case in tic_tac_toe.all_positions():
        if case.cells.count(tic_tac_toe.EMPTY) <= 5:
            board = cases.symbol_word(case.cells, tic_tac_toe.MARKS)
            side = "x" if board.count("x") == board.count("o") else "o"
            assert tic_tac_toe.value(case.cells) == _plain_minimax(board, side), board


def test_tic_tac_toe_the_empty_board_is_a_draw_that_every_first_move_keeps():
    empty = (tic_tac_toe.EMPTY,) * 9
    assert tic_tac_toe.value(empty) == 0 and len(tic_tac_toe.best_moves(empty)) == 9
    assert _plain_minimax("x...o....", "x") == tic_tac_toe.value(tic_tac_toe.SAMPLE[1].cells) == 0


def test_tic_tac_toe_positions_and_results_are_counted():
    values = [tic_tac_toe.value(c.cells) for c in tic_tac_toe.all_positions()]
    assert (len(values), values.count(1), values.count(-1), values.count(0)) == (4520, 2310, 1158, 1052)


def test_tic_tac_toe_table_holds_what_the_searches_give_for_every_position():
    # answer, wins and write_case read a table made once; each is worked out again here,
    # by the remembered minimax and, where it runs, by the plain one.
    t3 = tic_tac_toe
    for case in t3.all_positions():
        cells, board = case.cells, cases.symbol_word(case.cells, t3.MARKS)
        side = "x" if board.count("x") == board.count("o") else "o"
        result = t3.value(cells)
        keeping = [cell for cell in range(9) if cells[cell] == t3.EMPTY and t3.value(t3.play(cells, cell)) == result]
        assert t3.answer(case) == ["%s %d %d" % (t3.RESULTS[result], keeping[0] // 3 + 1, keeping[0] % 3 + 1)]
        assert t3.wins(case) == (result == (1 if side == "x" else -1)), board
        assert t3.write_case(case) == [board[0:3], board[3:6], board[6:9]]
        if board.count(".") <= 5:
            after = board[:keeping[0]] + side + board[keeping[0] + 1:]
            assert _plain_minimax(board, side) == result == _plain_minimax(after, "o" if side == "x" else "x")


def test_tic_tac_toe_checker_takes_exactly_the_moves_that_keep_the_result():
    for case in tic_tac_toe.all_positions()[::7]:
        word = tic_tac_toe.RESULTS[tic_tac_toe.value(case.cells)]
        for cell in range(9):
            line = "%s %d %d" % (word, cell // 3 + 1, cell % 3 + 1)
            keeps = case.cells[cell] == tic_tac_toe.EMPTY and \
                tic_tac_toe.value(tic_tac_toe.play(case.cells, cell)) == tic_tac_toe.value(case.cells)
            assert (tic_tac_toe.check(case, [line]) is None) == keeps, (case, line)
        assert tic_tac_toe.check(case, tic_tac_toe.answer(case)) is None


def test_tic_tac_toe_checker_refuses_a_wrong_result_or_a_malformed_line():
    case = tic_tac_toe.SAMPLE[3]                # x wins, by 1 2 among others
    for line in ("draw 1 2", "X 1 2", "x 1", "x 0 2", "x 1 4", "x 1 1", "x 1 2 3", "x one two"):
        assert tic_tac_toe.check(case, [line]) is not None, line
    assert tic_tac_toe.check(case, ["x 3 3"]) is None


@pytest.mark.parametrize("text, words", [
    ("1\nx.o\n.x\n...\n", "line 3: row 2 has 2 characters, outside 3..3"),
    ("1\nx.o\n.X.\n...\n", "line 3: row 2 holds 'X'"),
    ("1\nx o\n...\n...\n", "line 2: expected row 1, one word"),
    ("1\nxxx\noo.\n...\n", "line 2: x has three in a row"),
])
def test_tic_tac_toe_validator_names_the_line_and_the_fault(text, words):
    with pytest.raises(InputError) as error:
        cases.read_input(tic_tac_toe, text)
    assert str(error.value).startswith(words)
