"""Oracle for find-the-winning-move (POJ 1568 / ZOJ 1703): 4 x 4
tic-tac-toe (four in a row, column or diagonal wins), x to move; the answer
is the first cell, in row-major order, where x's move forces a win
whatever o does, as `(r,c)` (0-based), or `#####` if there is none. A
draw is not a win.

forced_win(xs, os) is a search from the rules, remembered, that skips only
moves the rules decide at once: a player who can complete a line does (and
wins); a player facing a line the opponent can complete must fill its last
cell or lose next move, and facing two such cells loses. And as o can
always fill the last cell of a single line of x's, x wins only by making
two such lines at once, in lines where o has no mark: with fewer than two
of those left, x cannot win. It is fast enough for the boards of four
marks; tests check it against a plain search with none of these shortcuts
wherever that one runs. Boards are bit masks of the 16 cells, row by row
(cell 4 r + c); whether a side's marks hold a line, where one more mark
completes one, and how many lines they leave free, is read from tables
made once from the lines (line_tables), which tests check against the
lines themselves.

wins_within(xs, os, moves) is the same search with x allowed only so many
more moves (the last of them only to complete a line): what a search cut
short finds. The data uses it to name the boards a search that stops after
x's fifth move, and remembers what it found there, answers wrong.
"""

import functools
import itertools
import random
from collections import namedtuple

from common import casemodel as cases

EMPTY, X, O = 0, 1, 2
MARKS = ".xo"
MAX_CASES = 5000
FRAMING = cases.Terminator("$", max_cases=MAX_CASES)
Case = namedtuple("Case", "cells")          # 16 marks, row by row
FULL = (1 << 16) - 1
LINES = ([sum(1 << (4 * r + c) for c in range(4)) for r in range(4)] +
         [sum(1 << (4 * r + c) for r in range(4)) for c in range(4)] +
         [sum(1 << (5 * i) for i in range(4)), sum(1 << (3 * i + 3) for i in range(4))])
INVALID_INPUTS = [                                          # the statement rules these out
    "?\nx...\n.o..\n....\n....\n$\n",                       # one mark each
    "?\nxxxx\noo..\n.o..\n....\n$\n",                       # x has a row: the game is over
    "?\nx.o.\n.x..\n..o\n....\n$\n",                        # a row of three cells
    "x.o.\n.x..\n..o.\n....\n$\n",                          # no ? line
    "?\nxxo.\n.x..\n..o.\n....\n$\n",                       # three x and two o: o would be to move
    "?\nxoo.\n.x..\n..o.\n....\n$\n",                       # two x and three o: o would have begun
]


def read_case(lines):
    lines.symbols("the line before a board, '?',", "?", 1, 1)
    number = lines.number
    cells = tuple(itertools.chain.from_iterable(
        lines.symbols("row %d of the board" % r, MARKS, 4, 4) for r in range(4)))
    fault = _fault(cells)
    if fault:
        raise lines.error(fault, number)
    return Case(cells)


def write_case(case):
    board = cases.symbol_word(case.cells, MARKS)          # once, not row by row: stress writes 5000
    return ["?"] + [board[r:r + 4] for r in (0, 4, 8, 12)]


_DIGIT_OF = {side: bytes(b"01"[mark == side] for mark in range(256)) for side in (X, O)}   # mark to digit


def masks(cells):
    """(xs, os): the cells of each side as bit masks, each read as a
    binary numeral whose digits are the cells, the last first: 1 where
    the side has its mark (translated from the marks as bytes, in C)."""
    marks = bytes(reversed(cells))
    return int(marks.translate(_DIGIT_OF[X]), 2), int(marks.translate(_DIGIT_OF[O]), 2)


_ROWS = [tuple(X if x >> c & 1 else O if o >> c & 1 else EMPTY for c in range(4))
         for o in range(16) for x in range(16)]         # the marks of a row, by its x and o bits


def _cells_of(xs, os):
    """The 16 marks of the board whose sides have these masks: masks() undone."""
    return (_ROWS[(os & 15) << 4 | xs & 15] + _ROWS[(os >> 4 & 15) << 4 | xs >> 4 & 15] +
            _ROWS[(os >> 8 & 15) << 4 | xs >> 8 & 15] + _ROWS[(os >> 12) << 4 | xs >> 12])


def has_line(mask):
    return any(mask & line == line for line in LINES)


def _fault(cells):
    """What keeps cells from being a board of the statement, or None."""
    xs, os = cells.count(X), cells.count(O)
    if os != xs:
        return "%d x and %d o: x always moves first, so when x is to move o has as many marks as x" % (xs, os)
    if xs < 2:
        return "x has %d marks: each side has made at least two moves" % xs
    for side, mask in zip((X, O), masks(cells)):
        if has_line(mask):
            return "%s has four in a line: the game is over" % MARKS[side]
    if EMPTY not in cells:
        return "the board is full: x cannot move"
    return None


# --- The search --------------------------------------------------------------------------------

def completing(mine, theirs):
    """The cells (a mask) where a move completes a line of mine."""
    found = 0
    for line in LINES:
        rest = line & ~mine
        if not line & theirs and rest and rest & (rest - 1) == 0:
            found |= rest
    return found


@functools.lru_cache(maxsize=None)
def line_tables():
    """(lined, closing, free_lines), indexed by a mask of one side's marks:
    lined[m] is has_line(m), closing[m] the cells where one more mark
    completes a line of m, whatever the other side holds there, and
    free_lines[m] the number of lines with no mark of m (where the other
    side may still make one). For two sides that share no cell,
    completing(mine, theirs) is closing[mine] & ~theirs. Made line by
    line: every mask that holds a line (the others of the 16 cells are
    the masks that leave it free), or all of one but a cell."""
    lined, closing, free_lines = bytearray(FULL + 1), [0] * (FULL + 1), bytearray(FULL + 1)
    for line in LINES:
        for mask in _supersets(line):
            lined[mask] = 1
            free_lines[FULL & ~mask] += 1
        for cell in _cells(line):
            for mask in _supersets(line & ~cell):
                if not mask & cell:
                    closing[mask] |= cell
    return lined, closing, free_lines


def _supersets(mask):
    """Every mask of the 16 cells that holds mask."""
    free = _cells(FULL & ~mask)
    return [mask | sum(cell for bit, cell in enumerate(free) if chosen >> bit & 1)
            for chosen in range(1 << len(free))]


_LOW_CELLS = [[1 << i for i in range(8) if byte >> i & 1] for byte in range(256)]
_HIGH_CELLS = [[1 << (i + 8) for i in range(8) if byte >> i & 1] for byte in range(256)]


def _cells(mask):
    """The cells of mask, one bit each, in row-major order."""
    return _LOW_CELLS[mask & 255] + _HIGH_CELLS[mask >> 8]


@functools.lru_cache(maxsize=1 << 21)        # some 300 MB: stress may run for hours
def forced_win(xs, os):
    """x, to move with these marks (no line yet), wins whatever o does: the
    cell (a bit) of a winning move, or 0. x completes a line if it can
    (the first such cell); if o can complete one, x must fill its last
    cell (two such cells: o wins); with fewer than two lines free of o,
    x cannot win (see above); otherwise every empty cell is tried in
    row-major order, and the first that wins is the cell. So it is the
    first winning cell of all but where x completes a line, where a cell
    before may win too (first_winning_cell looks)."""
    _, closing, free_lines = line_tables()
    mine = closing[xs] & ~os
    if mine:
        return mine & -mine
    threat = closing[os] & ~xs
    if threat & (threat - 1) or free_lines[os] < 2:
        return 0
    for cell in _cells(threat or FULL & ~(xs | os)):
        if move_wins(xs | cell, os):
            return cell
    return 0


def move_wins(xs, os):
    """After x's move to these marks, o to move: x wins whatever o does.
    A line of x's wins; a full board is a draw; o completes a line if it
    can; if x can complete one, o must fill its last cell (two such
    cells: x wins); with fewer than two lines free of o, x cannot win,
    nor after a move of o's that leaves fewer (x cannot complete a line
    then: o's move filled the last cell of the one there was, if any).
    o's moves are tried from the one that leaves x the fewest free lines:
    where x does not win, that move most often shows it, and in the
    fewest positions (the order changes only the time taken)."""
    settled, replies = _after_move(xs, os)
    if settled is not None:
        return settled
    free_lines = line_tables()[2]
    if free_lines[os] < 2:
        return False
    for cell in sorted(replies, key=lambda cell: free_lines[os | cell]):
        if free_lines[os | cell] < 2 or not forced_win(xs, os | cell):
            return False
    return True


def first_winning_cell(xs, os):
    """The first cell (a bit), in row-major order, where x's move wins
    whatever o does, or 0: forced_win's cell, remembered with the search,
    but where x can complete a line; there the cells are tried in order
    (the completing one wins at the latest). Where o can complete a line
    and x cannot, every move but into o's last cell loses at once."""
    cell = forced_win(xs, os)
    if cell and line_tables()[1][xs] & ~os:
        cell = next(c for c in _cells(FULL & ~(xs | os)) if move_wins(xs | c, os))
    return cell


def _position(cell):
    """(r, c), 0-based, of a cell (a bit)."""
    return divmod(cell.bit_length() - 1, 4)


def winning_cells(cells):
    """Every cell (r, c), 0-based, in row-major order, where x's move
    forces a win: each one tried (what the files are chosen by)."""
    xs, os = masks(cells)
    return [_position(cell) for cell in _cells(FULL & ~(xs | os)) if move_wins(xs | cell, os)]


def wins(case):
    """Does x force a win?"""
    return forced_win(*masks(case.cells)) != 0


def answer(case):
    cell = first_winning_cell(*masks(case.cells))
    return ["(%d,%d)" % _position(cell) if cell else "#####"]


# --- The search cut short ---------------------------------------------------------------------

@functools.lru_cache(maxsize=1 << 18)
def wins_within(xs, os, moves):
    """x, to move with these marks (no line yet), wins whatever o does
    with at most moves more marks of its own (moves >= 1): with one, only
    by completing a line at once. forced_win's search and shortcuts, with
    x's moves counted; with moves enough (one more than half the empty
    cells), it is forced_win(xs, os) != 0."""
    _, closing, free_lines = line_tables()
    if closing[xs] & ~os:
        return True
    threat = closing[os] & ~xs
    if moves == 1 or threat & (threat - 1) or free_lines[os] < 2:
        return False
    return any(move_wins_within(xs | cell, os, moves - 1) for cell in _cells(threat or FULL & ~(xs | os)))


def move_wins_within(xs, os, moves):
    """After x's move to these marks, o to move: x wins whatever o does
    with at most moves more marks of its own (moves >= 1)."""
    settled, replies = _after_move(xs, os)
    if settled is not None:
        return settled
    return all(wins_within(xs, os | cell, moves) for cell in replies)


def _after_move(xs, os):
    """(settled, replies) after x's move to these marks, o to move: settled
    is True or False where the lines decide at once (x has a line, or two
    to complete: a win; a full board, or a line o completes: no win), else
    None, with the cells o must choose from (x's last cell to complete a
    line if there is one, else every empty cell)."""
    lined, closing, _ = line_tables()
    if lined[xs]:
        return True, None
    empty = FULL & ~(xs | os)
    if not empty or closing[os] & ~xs:
        return False, None
    threat = closing[xs] & ~os
    if threat & (threat - 1):
        return True, None
    return None, _cells(threat or empty)


def slow_first_win(xs, os):
    """x's first winning cell (a bit) if x needs four moves to win from it,
    that one and three more, the last completing a line (with that one and
    two more, o escapes); else 0."""
    cell = first_winning_cell(xs, os)
    return cell if cell and not move_wins_within(xs | cell, os, 2) else 0


def first_replies(xs, os):
    """The boards (xs, os) of two marks more on each side that the search
    of the board (xs, os), x to move, trying cells in row-major order, meets
    four moves deep where o replies in the first empty cell both times: x
    anywhere, o in the first empty cell, x anywhere, o in the first empty
    cell, in the order the search meets them. Only where no move is forced
    (no side can complete a line before o's replies nor after o's first)
    and the board after o's first reply is no forced win, so that the
    search tries every second move of x there."""
    _, closing, _ = line_tables()

    def open_board(xs, os):
        return not (closing[xs] & ~os or closing[os] & ~xs)

    for first in _cells(FULL & ~(xs | os)):
        xs1 = xs | first
        empty = FULL & ~(xs1 | os)
        os1 = os | empty & -empty
        if not (open_board(xs1, os) and open_board(xs1, os1)) or forced_win(xs1, os1):
            continue
        for second in _cells(FULL & ~(xs1 | os1)):
            xs2 = xs1 | second
            empty = FULL & ~(xs2 | os1)
            if open_board(xs2, os1):
                yield xs2, os1 | empty & -empty


# --- Cases -------------------------------------------------------------------------------------

def _board(*rows):
    return Case(tuple(MARKS.index(c) for c in "".join(rows)))


SAMPLE = [_board("....", ".xo.", ".ox.", "...."), _board("o...", ".ox.", ".xxx", "xooo")]


def random_board(rng, xs, os):
    """A board of xs x and os o at random cells, or None if a side has a line."""
    cells = [EMPTY] * 16
    chosen = rng.sample(range(16), xs + os)
    for i in chosen[:xs]:
        cells[i] = X
    for i in chosen[xs:]:
        cells[i] = O
    return Case(tuple(cells)) if _fault(tuple(cells)) is None else None


def _random_counts(random, first_wins):
    """Marks of each side, (x, o): mostly many, where the search is quick
    and forced wins are common; now and then the fewest allowed."""
    roll = random()
    if first_wins:
        xs = 4 if roll < 0.1 else 5 + int(random() * 3)
    else:
        xs = 2 if roll < 0.005 else 3 if roll < 0.03 else 4 + int(random() * 4)
    return xs, xs


@functools.lru_cache(maxsize=None)
def _masks_by_size():
    """[the masks of k of the 16 cells, for k from 0 to 16]."""
    found = [[] for _ in range(17)]
    for mask in range(FULL + 1):
        found[bin(mask).count("1")].append(mask)
    return found


def random_case(rng, first_wins):
    """Boards as random_board draws them (the cells of each side at random,
    neither side with a line), of _random_counts' counts, until one has
    the outcome; drawn with rng.random(), the cheapest of its calls (x's
    cells at once, o's one by one from the rest), and judged on the masks:
    the cells are made only for the board kept."""
    random = rng.random
    lined = line_tables()[0]
    while True:
        xs, os = _random_counts(random, first_wins)
        choices = _masks_by_size()[xs]
        x_mask = choices[int(random() * len(choices))]
        free = _cells(FULL & ~x_mask)
        o_mask = 0
        for _ in range(os):
            o_mask |= free.pop(int(random() * len(free)))
        if not (lined[x_mask] or lined[o_mask]) and (forced_win(x_mask, o_mask) != 0) == first_wins:
            return Case(_cells_of(x_mask, o_mask))


@functools.lru_cache(maxsize=None)
def exhaustive():
    """Every board with three rows full and one empty, the marks as even
    as the counts allow (6 x and 6 o): x's first forced win, if any, is in
    the open row."""
    found = []
    for row in range(4):
        closed = [i for i in range(16) if i // 4 != row]
        for xs in itertools.combinations(closed, 6):
            cells = tuple(X if i in xs else O if i in closed else EMPTY for i in range(16))
            if _fault(cells) is None:
                found.append(Case(cells))
    return found


def _boards(seed, count, counts, keep):
    """count random boards of the given (x, o) counts that keep(case) holds for."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        case = random_board(rng, *rng.choice(counts))
        if case is not None and keep(case):
            found.append(case)
    return found


def several_winning_cells():
    """Boards where x forces a win from several cells, the first of them in
    row-major order not the first in column-major order: a scan in the
    wrong order, or one that keeps the last found, answers another cell."""
    def keep(case):
        found = winning_cells(case.cells)
        return len(found) >= 2 and found[0] != min(found, key=lambda rc: (rc[1], rc[0]))
    return _boards(1568, 300, [(5, 5), (6, 6), (4, 4)], keep)


def no_forced_win():
    """Boards where x cannot force a win though it does not lose at once:
    x can draw, or can only threaten; a search that takes a draw, or a
    threat, for a win says otherwise."""
    def keep(case):
        xs, os = masks(case.cells)
        return not wins(case) and not completing(os, xs)
    return _boards(1703, 300, [(4, 4), (5, 5), (6, 6), (7, 7)], keep)


def four_marks():
    """Boards of 2 x and 2 o: the largest searches the statement allows
    (12 empty cells). None has a forced win."""
    rng = random.Random(14)
    found = []
    while len(found) < 400:
        case = random_board(rng, 2, 2)
        if case is not None:
            found.append(case)
    return found


MORE_MARKS = [(3, 3), (4, 4), (5, 5), (6, 6), (7, 7)]


def three_marks_and_up():
    """For each count of marks from three each to the most (seven each, two
    empty cells), fewest first: 30 boards where x forces a win, then 10
    where x cannot. Forced wins appear from three marks each (8,800 of the
    160,160 boards of three and three), where a program that answers
    "#####" for six marks without a search answers them wrong. With three
    x, or seven, x forces a win only by completing a line at once; with
    four to six, the boards won are ones where x cannot, where only a search
    deeper than one move finds the win."""
    found = []
    for x_count, o_count in MORE_MARKS:
        at_once = x_count in (3, 7)

        def keep(case):
            xs, os = masks(case.cells)
            return wins(case) and (at_once or not completing(xs, os))
        seed = 100 * x_count + o_count
        found += _boards(seed, 30, [(x_count, o_count)], keep)
        found += _boards(seed + 1, 10, [(x_count, o_count)], lambda case: not wins(case))
    return found


CUT_SHORT_PAIRS = 40


def met_deeper_first():
    """Pairs of boards: a board of two x and two o, then a board of four and
    four that its search meets four moves deep (first_replies), where x's
    first winning move needs three more moves of x to finish
    (slow_first_win). A search that stops after x's fifth move (enough for
    every board of 10 empty cells or fewer, and boards of 12 have no forced
    win), and keeps what it found for the boards after, meets the second
    board under the first with only two more moves of x after that one,
    takes the move for no win, and answers the second board wrong when it
    comes; alone, it answers it right."""
    rng = random.Random(1324)
    found = []
    while len(found) < 2 * CUT_SHORT_PAIRS:
        lead = random_board(rng, 2, 2)
        target = next((board for board in first_replies(*masks(lead.cells)) if slow_first_win(*board)), None)
        if target is not None:
            found += [lead, Case(_cells_of(*target))]
    return found


def _every_board(x_count, o_count):
    """Every board of these counts whose sides have no line, in order."""
    lined = line_tables()[0]
    return [Case(_cells_of(xs, os))
            for xs in _masks_by_size()[x_count] if not lined[xs]
            for os in _masks_by_size()[o_count] if not os & xs and not lined[os]]


def fewest_marks():
    """5000 boards, all different, of two x and two o (of the 10,920 there
    are): the largest searches (12 empty cells), as many as an input holds.
    A search that remembers nothing walks each afresh."""
    return random.Random(1568).sample(_every_board(2, 2), MAX_CASES)


def three_marks_each():
    """5000 boards, all different, of three x and three o (of the 160,160
    there are), 10 empty cells: past the shortcut of the accepted solutions
    (no board of four marks has a forced win, so "#####" at once), where a
    search that remembers nothing takes seconds (an alpha-beta over win,
    draw and loss, 8 s)."""
    return random.Random(1703).sample(_every_board(3, 3), MAX_CASES)


def worst_case(rng):
    """A board as costly as fewest_marks' boards: two x and two o at random
    cells."""
    return random_board(rng, 2, 2)


def edge_cases():
    return (SAMPLE + met_deeper_first() + several_winning_cells() + no_forced_win() + four_marks()[:40] +
            three_marks_and_up())


def test_files():
    return [
        ("sample", SAMPLE),
        ("one-open-row", exhaustive()),
        ("several-winning-cells", several_winning_cells()),
        ("no-forced-win", no_forced_win()),
        ("four-marks", four_marks()),
        ("three-marks-and-up", three_marks_and_up()),
        ("met-deeper-first", met_deeper_first()),
        ("fewest-marks", fewest_marks()),
        ("three-marks-each", three_marks_each()),
    ]


def layout_cases():
    return SAMPLE + [_board("xo..", "ox..", "....", "....")]
