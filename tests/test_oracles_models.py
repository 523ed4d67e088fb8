"""The oracles of empty-and-divide, kayles, chomp, tic-tac-toe,
find-the-winning-move and treblecross: each exact method against a search
from the game's rules over the whole range where both run, and the
validators on what only these statements rule out."""

import functools
import itertools
import random

import pytest

from common import casemodel as cases
from common.casemodel import InputError
from oracles import chomp, empty_and_divide, find_the_winning_move, kayles, tic_tac_toe, treblecross


# --- empty-and-divide --------------------------------------------------------------------------

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


# --- kayles ------------------------------------------------------------------------------------

def test_kayles_search_agrees_with_grundy_xor_on_every_small_position():
    for count, high in ((1, 30), (2, 16), (3, 9), (4, 6)):
        for rows in itertools.combinations_with_replacement(range(1, high + 1), count):
            assert kayles.search_wins(rows) == (kayles.position_value(rows) != 0), rows


def test_kayles_values_are_periodic_from_71_by_guy_and_smith():
    # Checked from 71 to 2 * 71 + 12 + 2 - 1, the theorem gives every n;
    # a longer table by the definition agrees, and 70 is the last exception.
    table = kayles.mex_table(2000)
    start, period = kayles.PERIOD_START, kayles.PERIOD
    assert all(table[n + period] == table[n] for n in range(start, 2 * start + period + 2))
    assert all(table[n + period] == table[n] for n in range(start, 2000 - period))
    assert table[start - 1 + period] != table[start - 1]
    assert all(kayles.grundy(n) == table[n] for n in range(2001))
    assert list(table[84:96]) == [4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7] and max(table) == 8


def test_kayles_long_rows_take_the_value_of_their_residue():
    for n in (10 ** 9, 10 ** 9 - 1, 999999937, 2 ** 29, 241, 242):
        assert kayles.grundy(n) == kayles.mex_table()[84 + (n - 84) % 12], n


def test_kayles_values_read_from_tables_are_the_grundy_values():
    # values() reads every row's value from two tables, for speed; grundy(n) is the rule.
    rng = random.Random(15)
    rows = list(range(1, 2 * kayles.TABLE_SIZE)) + [kayles.MAX - i for i in range(2 * kayles.PERIOD)]
    rows += [rng.randint(1, kayles.MAX) for _ in range(2000)]
    assert kayles.values(rows) == [kayles.grundy(n) for n in rows]


def _every_move(rows):
    return [(r + 1, a, a + d) for r, n in enumerate(rows) for a in range(1, n + 1) for d in (0, 1) if a + d <= n]


def test_kayles_checker_takes_exactly_the_winning_moves_the_search_finds():
    for rows in itertools.chain(([n] for n in range(1, 13)), itertools.product(range(1, 8), repeat=2)):
        rows, case = list(rows), kayles.Case(list(rows))
        winning = {m for m in _every_move(rows)
                   if not kayles.search_wins(tuple(sorted(kayles.after_move(rows, m))))}
        assert kayles.check(case, kayles.answer(case)) is None
        for move in _every_move(rows):
            line = "First %d %d %d" % move
            assert (kayles.check(case, [line]) is None) == (move in winning), (rows, move)
        assert (kayles.check(case, ["Second"]) is None) == (not winning), rows


def test_kayles_checker_refuses_moves_off_the_rows_and_other_words():
    case = kayles.Case([3, 5])
    for line in ("First 3 1 1", "First 1 0 0", "First 1 2 4", "First 1 3 4", "First 2 1", "first 1 2 2",
                 "Second", "First 1 2 x"):
        assert kayles.check(case, [line]) is not None, line
    assert kayles.check(kayles.Case([4, 4]), ["First 1 2 3"]) is not None


def test_kayles_moves_win_in_long_rows():
    rng = random.Random(12)
    for _ in range(500):
        case = kayles.random_case(rng, True)
        move = kayles.winning_move(case.rows)
        assert kayles.position_value(kayles.after_move(case.rows, move)) == 0, case


def _plain_first_split(n, target, parts=None):
    """(knocked, left) of the first split of a row of n whose parts' values
    xor to target, one pin before two, left parts from 0 up: every split,
    or those with a left part below parts."""
    for knocked in (1, 2):
        for left in range(min(n - knocked + 1, parts or n)):
            if kayles.grundy(left) ^ kayles.grundy(n - knocked - left) == target:
                return knocked, left
    return None


def test_kayles_remembered_splits_are_the_first_of_all_splits():
    # winning_move remembers one split for every row of a class; here each row is split
    # afresh: over every split up to 2000 pins, over the small left parts beyond.
    rng = random.Random(13)
    long_rows = [rng.randint(2000, kayles.MAX) for _ in range(300)] + [kayles.MAX]
    for n in list(range(1, 2000)) + long_rows:
        parts = kayles.SMALL_PART if n >= 2000 else None
        for target in range(kayles.grundy(n)):          # the values a split of n reaches, by the mex
            found = kayles._split_reaching(kayles._split_class(n), target)
            assert found == _plain_first_split(n, target, parts), (n, target)
    for _ in range(300):
        case = kayles.random_case(rng, True)
        x = kayles.position_value(case.rows)
        r = next(i for i, n in enumerate(case.rows) if kayles.grundy(n) ^ x < kayles.grundy(n))
        knocked, left = _plain_first_split(case.rows[r], kayles.grundy(case.rows[r]) ^ x, kayles.SMALL_PART)
        assert kayles.winning_move(case.rows) == (r + 1, left + 1, left + knocked), case


def test_kayles_random_cases_are_of_the_statement_and_the_outcome_asked():
    # random_case draws with rng.random(), not as the data does: each case must still be
    # one the statement allows, of the outcome asked (by the search where it runs), and
    # of every kind: each number of rows, short rows and rows up to 10^9.
    rng = random.Random(14)
    searchable = {1: 30, 2: 16, 3: 9, 4: 6}         # where the first test searches
    counts, searched = set(), 0
    for i in range(3000):
        case = kayles.random_case(rng, i % 2 == 0)
        rows = case.rows
        assert 1 <= len(rows) <= kayles.MAX_ROWS and all(1 <= n <= kayles.MAX for n in rows), case
        assert kayles.wins(case) == (i % 2 == 0), case
        if max(rows) <= searchable.get(len(rows), 0):
            assert kayles.search_wins(tuple(sorted(rows))) == (i % 2 == 0), case
            searched += 1
        counts.add(len(rows))
    assert searched > 300 and {1, 2, 3, 4, 10} <= counts and max(counts) > 90
    assert max(max(kayles.random_case(rng, i % 2 == 0).rows) for i in range(300)) > 10 ** 8


# --- chomp -------------------------------------------------------------------------------------

def test_chomp_every_rectangle_but_the_poison_alone_is_won_as_strategy_stealing_says():
    for height in range(1, chomp.SIZE + 1):
        for width in range(1, chomp.SIZE + 1):
            assert chomp.mover_wins((width,) * height) == (width * height > 1), (height, width)


def test_chomp_two_rows_are_lost_exactly_when_they_differ_by_one():
    for a in range(1, chomp.SIZE + 1):
        for b in range(0, a + 1):
            rows = (a, b) if b else (a,)
            assert chomp.mover_wins(rows) == (b != a - 1), rows


def test_chomp_squares_are_won_by_the_bite_that_leaves_two_equal_arms():
    for n in range(2, chomp.SIZE + 1):
        assert (2, 2) in chomp.winning_bites((n,) * n)


def test_chomp_counts_every_staircase_and_the_lost_ones():
    assert len(chomp.all_shapes()) == 12869 and len(chomp.lost_shapes()) == 322


@functools.lru_cache(maxsize=None)
def _plain_first_winning_bite(rows):
    """The first bite in row-major order after which the opponent has no
    winning bite, by a search that shares nothing with the oracle's."""
    for i, length in enumerate(rows):
        for j in range(length):
            if (i, j) != (0, 0):
                after = tuple(r for r in (r if k < i else min(r, j) for k, r in enumerate(rows)) if r)
                if _plain_first_winning_bite(after) is None:
                    return i + 1, j + 1
    return None


def test_chomp_table_holds_what_the_searches_give_for_every_shape():
    # answer, wins and write_case read a table made once; each is worked out again here.
    for rows in chomp.all_shapes():
        case, bite = chomp.Case(rows), _plain_first_winning_bite(tuple(rows))
        assert chomp.answer(case) == ["First %d %d" % bite if bite else "Second"], rows
        assert chomp.wins(case) == (bite is not None) == chomp.mover_wins(tuple(rows)), rows
        assert chomp.write_case(case) == [" ".join(map(str, [len(rows)] + rows))]


def test_chomp_checker_takes_exactly_the_winning_bites():
    for rows in chomp.all_shapes(4):
        case, shape = chomp.Case(rows), tuple(rows)
        winning = set(chomp.winning_bites(shape))
        for i, j in chomp.bites(shape):
            assert (chomp.check(case, ["First %d %d" % (i, j)]) is None) == ((i, j) in winning), (rows, i, j)
        assert (chomp.check(case, ["Second"]) is None) == (not winning), rows
        assert chomp.check(case, chomp.answer(case)) is None


def test_chomp_checker_refuses_the_poison_and_squares_off_the_bar():
    case = chomp.Case([3, 2])
    for line in ("First 1 1", "First 2 3", "First 3 1", "First 0 2", "First 1", "first 1 2"):
        assert chomp.check(case, [line]) is not None, line


def test_chomp_validator_wants_a_staircase():
    with pytest.raises(InputError, match=r"^line 3: row 3 \(2 squares\) is longer than row 2"):
        cases.read_input(chomp, "2\n1 1\n3 3 1 2\n")


# --- tic-tac-toe -------------------------------------------------------------------------------

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


# --- find-the-winning-move ---------------------------------------------------------------------

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


# --- treblecross -------------------------------------------------------------------------------

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
