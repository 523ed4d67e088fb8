"""find-the-winning-move's oracle (oracles/find_the_winning_move.py): its
search against a plain search where that runs, its line tables and masks, the
board's symmetries, the boards it draws and the files it writes, the claims
about forced wins, a search cut short, and the validator."""

import functools
import itertools
import random

import pytest

from common import casemodel as cases
from common.casemodel import InputError
from oracles import find_the_winning_move


FWM = find_the_winning_move


@functools.lru_cache(maxsize=None)
def _plain_forced_win(board):
    """x, to move on board (16 characters), wins whatever o does: a search
    with no shortcut, every move of each side tried."""
    for i in range(16):
        if board[i] == "." and _plain_x_move_wins(board[:i] + "x" + board[i + 1:]):
            return True
    return False


def _plain_x_move_wins(board):
    lines = [[i for i in range(16) if line >> i & 1] for line in FWM.LINES]
    if any(all(board[i] == "x" for i in line) for line in lines):
        return True
    replies = [board[:i] + "o" + board[i + 1:] for i in range(16) if board[i] == "."]
    return bool(replies) and all(
        not any(all(after[i] == "o" for i in line) for line in lines) and _plain_forced_win(after)
        for after in replies)


def _plain_first_cell(case):
    board = cases.symbol_word(case.cells, FWM.MARKS)
    return next(((i // 4, i % 4) for i in range(16)
                 if board[i] == "." and _plain_x_move_wins(board[:i] + "x" + board[i + 1:])), None)


def test_find_the_winning_move_search_agrees_with_a_plain_search_where_that_runs():
    rng = random.Random(1703)
    boards = FWM.exhaustive()[::3] + FWM.SAMPLE
    for counts in [(5, 5), (5, 6), (6, 6), (6, 7), (7, 7), (4, 4)] * 40:
        case = FWM.random_board(rng, *counts)
        if case is not None:
            boards.append(case)
    for case in boards:
        first = _plain_first_cell(case)
        assert FWM.answer(case) == ["#####" if first is None else "(%d,%d)" % first], case


def test_find_the_winning_move_line_tables_hold_the_lines_of_every_mask():
    lined, closing, free_lines = FWM.line_tables()
    rng = random.Random(1704)
    for mask in range(FWM.FULL + 1):
        assert lined[mask] == FWM.has_line(mask), mask
        theirs = rng.randrange(FWM.FULL + 1) & ~mask
        assert closing[mask] & ~theirs == FWM.completing(mask, theirs), (mask, theirs)
        assert free_lines[mask] == sum(1 for line in FWM.LINES if not line & mask), mask


def _symmetries():
    """The permutations of the 16 cells that map lines onto lines: turning,
    mirroring, and swapping the two middle rows with the two middle
    columns."""
    turn = tuple(4 * (3 - c) + r for r in range(4) for c in range(4))
    mirror = tuple(4 * r + 3 - c for r in range(4) for c in range(4))
    inner = tuple(4 * m + n for m in (0, 2, 1, 3) for n in (0, 2, 1, 3))
    group, todo = {tuple(range(16))}, [tuple(range(16))]
    while todo:
        g = todo.pop()
        for h in (turn, mirror, inner):
            k = tuple(g[h[i]] for i in range(16))
            if k not in group:
                group.add(k)
                todo.append(k)
    return group


def test_find_the_winning_move_masks_and_cells_of_undo_each_other():
    rng = random.Random(1705)
    for _ in range(3000):
        cells = tuple(rng.choice((FWM.EMPTY, FWM.X, FWM.O)) for _ in range(16))
        xs, os = FWM.masks(cells)
        assert xs == sum(1 << i for i in range(16) if cells[i] == FWM.X), cells
        assert os == sum(1 << i for i in range(16) if cells[i] == FWM.O), cells
        assert FWM._cells_of(xs, os) == cells and FWM.masks(list(cells)) == (xs, os)


def test_find_the_winning_move_random_cases_are_boards_of_the_outcome_asked():
    # random_case draws masks, not as random_board does, and judges them by forced_win alone:
    # each board must be one of the statement, of the counts _random_counts gives, and of the
    # outcome asked, by the plain search; and its answer the plain search's.
    rng = random.Random(1706)
    counts = {True: set(), False: set()}
    for i in range(1000):
        first_wins = i % 2 == 0
        case = FWM.random_case(rng, first_wins)
        assert FWM._fault(case.cells) is None, case
        counts[first_wins].add((case.cells.count(FWM.X), case.cells.count(FWM.O)))
        first = _plain_first_cell(case)
        assert (first is not None) == first_wins == FWM.wins(case), case
        assert FWM.answer(case) == ["#####" if first is None else "(%d,%d)" % first], case
    many = {(x, x) for x in (4, 5, 6, 7)}           # x always moves first: as many o as x
    assert counts[True] == many
    assert many <= counts[False] <= many | {(2, 2), (3, 3)}


def test_find_the_winning_move_symmetries_keep_the_lines():
    lines = {frozenset(i for i in range(16) if line >> i & 1) for line in FWM.LINES}
    group = _symmetries()
    assert len(group) == 16
    assert all({frozenset(g[i] for i in line) for line in lines} == lines for g in group)


@pytest.mark.parametrize("o_count, classes", [(2, 747)])
def test_find_the_winning_move_no_board_of_two_x_has_a_forced_win(o_count, classes):
    group, seen = _symmetries(), set()
    for xs in itertools.combinations(range(16), 2):
        for os in itertools.combinations([i for i in range(16) if i not in xs], o_count):
            cells = tuple(FWM.X if i in xs else FWM.O if i in os else FWM.EMPTY for i in range(16))
            seen.add(min(tuple(cells[g[i]] for i in range(16)) for g in group))
    assert len(seen) == classes
    assert not any(FWM.winning_cells(cells) for cells in seen)
    assert not any(FWM.wins(case) for case in FWM.four_marks())


def test_find_the_winning_move_with_three_x_a_forced_win_is_a_line_made_at_once():
    # And with four x, not always: the first wins that need a deeper search.
    rng, later = random.Random(1707), set()
    for counts in [(3, 3), (4, 4)] * 6000:
        case = FWM.random_board(rng, *counts)
        if case is not None and FWM.wins(case):
            xs, os = FWM.masks(case.cells)
            if not FWM.completing(xs, os):
                later.add(counts)
    assert later == {(4, 4)}


def test_find_the_winning_move_search_cut_short_is_the_search_given_moves_enough():
    rng = random.Random(1708)
    for counts in [(2, 2), (3, 3), (4, 4), (5, 5), (6, 6), (7, 7)] * 70:
        case = FWM.random_board(rng, *counts)
        if case is None:
            continue
        xs, os = FWM.masks(case.cells)
        outcomes = [FWM.wins_within(xs, os, moves) for moves in range(1, 9)]
        assert outcomes[-1] == FWM.wins(case) and outcomes == sorted(outcomes), case
        assert outcomes[0] == bool(FWM.completing(xs, os)), case


def _cut_short_answers(boards, moves=5):
    """What a search that stops after x's fifth move (from the board's
    first), and remembers the outcomes it found, cut short or not, for the
    boards after, answers: the first winning cell, or None, for each board
    in turn. It makes a line where it can and blocks the other side's,
    and tries cells in row-major order."""
    _, closing, _ = FWM.line_tables()
    remembered = {}

    def x_forces(xs, os, left):
        if (xs, os) not in remembered:
            threat = closing[os] & ~xs
            if closing[xs] & ~os:
                won = True
            elif left == 1 or threat & (threat - 1):
                won = False
            else:
                won = any(o_loses(xs | cell, os, left - 1) for cell in FWM._cells(threat or FWM.FULL & ~(xs | os)))
            remembered[xs, os] = won
        return remembered[xs, os]

    def o_loses(xs, os, left):
        empty, threat = FWM.FULL & ~(xs | os), closing[xs] & ~os
        if not empty or closing[os] & ~xs:
            return False
        return bool(threat & (threat - 1)) or all(x_forces(xs, os | cell, left) for cell in FWM._cells(threat or empty))

    answers = []
    for case in boards:
        xs, os = FWM.masks(case.cells)
        answers.append(next((cell for cell in FWM._cells(FWM.FULL & ~(xs | os))
                             if FWM.has_line(xs | cell) or o_loses(xs | cell, os, moves - 1)), None))
    return answers


def test_find_the_winning_move_boards_met_deeper_first_undo_a_search_cut_short():
    found = FWM.met_deeper_first()
    assert len(found) == 2 * FWM.CUT_SHORT_PAIRS
    for lead, board in zip(found[::2], found[1::2]):
        xs, os = FWM.masks(board.cells)
        assert (xs, os) in set(FWM.first_replies(*FWM.masks(lead.cells))) and FWM.slow_first_win(xs, os)
        assert _cut_short_answers([board]) == [FWM.first_winning_cell(xs, os)], board
        after = _cut_short_answers([lead, board])
        assert after[0] is None and after[1] != FWM.first_winning_cell(xs, os), board


def test_find_the_winning_move_files_hold_what_they_are_named_for():
    files = dict(FWM.test_files())
    assert FWM.answer(FWM.SAMPLE[0]) == ["#####"] and FWM.answer(FWM.SAMPLE[1]) == ["(0,1)"]
    assert all(not FWM.wins(c) for c in files["no-forced-win"])
    for case in files["several-winning-cells"]:
        found = FWM.winning_cells(case.cells)
        assert len(found) >= 2 and found[0] != min(found, key=lambda rc: (rc[1], rc[0]))
    counts = [(c.cells.count(FWM.X), c.cells.count(FWM.O), FWM.wins(c)) for c in files["three-marks-and-up"]]
    assert counts == [(x, o, won) for x, o in FWM.MORE_MARKS for won in [True] * 30 + [False] * 10]
    for case in files["three-marks-and-up"]:
        xs, os = FWM.masks(case.cells)
        assert not FWM.wins(case) or bool(FWM.completing(xs, os)) == (bin(xs).count("1") in (3, 7)), case
    fewest = files["fewest-marks"]
    assert len(fewest) == FWM.MAX_CASES == len(set(fewest))
    assert all(c.cells.count(FWM.X) == c.cells.count(FWM.O) == 2 for c in fewest)
    each = files["three-marks-each"]
    assert len(each) == FWM.MAX_CASES == len(set(each))
    assert all(c.cells.count(FWM.X) == c.cells.count(FWM.O) == 3 for c in each)


@pytest.mark.parametrize("text, words", [
    ("?\nx.o.\n.x..\n..o\n....\n$\n", "line 4: row 2 of the board has 3 characters"),
    ("?\nxxo.\n.x..\n..o.\n....\n$\n", "line 2: 3 x and 2 o"),
    ("?\nxoo.\n.x..\n..o.\n....\n$\n", "line 2: 2 x and 3 o: x always moves first"),
    ("x.o.\n.x..\n..o.\n....\n$\n", "line 1: the line before a board"),
    ("?\nx.o.\n.x..\n..o.\n....\n", "line 6: the input ends without the line '$'"),
    ("?\nxxxx\noo..\noo..\n....\n$\n", "line 2: x has four in a line"),
])
def test_find_the_winning_move_validator_names_the_line_and_the_fault(text, words):
    with pytest.raises(InputError) as error:
        cases.read_input(FWM, text)
    assert str(error.value).startswith(words)
