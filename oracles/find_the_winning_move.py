"""Oracle for find-the-winning-move (POJ 1568 / ZOJ 1703): 4 x 4
tic-tac-toe (four in a row, column or diagonal wins), x to move; the answer
is the first cell, in row-major order, where x's move forces a win
whatever o does, as `(r,c)` (0-based), or `#####` if there is none. A
draw is not a win.

forced_win(xs, os) is a search from the rules, remembered, that skips only
moves the rules decide at once: a player who can complete a line does (and
wins); a player facing a line the opponent can complete must fill its last
cell or lose next move, and facing two such cells loses. It is fast enough
for the boards of four marks; tests check it against a plain search with
none of these shortcuts wherever that one runs. Boards are bit masks of the
16 cells, row by row (cell 4 r + c); whether a side's marks hold a line,
and where one more mark completes one, is read from tables made once from
the lines (line_tables), which tests check against the lines themselves.
"""

import functools
import itertools
import random
from collections import namedtuple

from oracles import cases

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
    return ["?"] + [cases.symbol_word(case.cells[r:r + 4], MARKS) for r in (0, 4, 8, 12)]


_BITS = [1 << i for i in range(16)]


def masks(cells):
    """(xs, os): the cells of each side as bit masks."""
    return (sum(itertools.compress(_BITS, map(X.__eq__, cells))),
            sum(itertools.compress(_BITS, map(O.__eq__, cells))))


def has_line(mask):
    return any(mask & line == line for line in LINES)


def _fault(cells):
    """What keeps cells from being a board of the statement, or None."""
    xs, os = cells.count(X), cells.count(O)
    if os not in (xs, xs + 1):
        return "%d x and %d o: x is to move, so o has as many marks as x or one more" % (xs, os)
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
    """(lined, closing), indexed by a mask of one side's marks: lined[m]
    is has_line(m), closing[m] the cells where one more mark completes a
    line of m, whatever the other side holds there. For two sides that
    share no cell, completing(mine, theirs) is closing[mine] & ~theirs.
    Made line by line: every mask that holds a line, or all of one but a
    cell."""
    lined, closing = bytearray(FULL + 1), [0] * (FULL + 1)
    for line in LINES:
        for mask in _supersets(line):
            lined[mask] = 1
        for cell in _cells(line):
            for mask in _supersets(line & ~cell):
                if not mask & cell:
                    closing[mask] |= cell
    return lined, closing


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
    """x, to move with these marks (no line yet), wins whatever o does.
    x completes a line if it can; if o can complete one, x must fill its
    last cell (two such cells: o wins); otherwise every empty cell."""
    closing = line_tables()[1]
    if closing[xs] & ~os:
        return True
    threat = closing[os] & ~xs
    if threat & (threat - 1):
        return False
    for cell in _cells(threat or FULL & ~(xs | os)):
        if move_wins(xs | cell, os):
            return True
    return False


def move_wins(xs, os):
    """After x's move to these marks, o to move: x wins whatever o does.
    A line of x's wins; a full board is a draw; o completes a line if it
    can; if x can complete one, o must fill its last cell (two such
    cells: x wins)."""
    lined, closing = line_tables()
    if lined[xs]:
        return True
    empty = FULL & ~(xs | os)
    if not empty or closing[os] & ~xs:
        return False
    threat = closing[xs] & ~os
    if threat & (threat - 1):
        return True
    for cell in _cells(threat or empty):
        if not forced_win(xs, os | cell):
            return False
    return True


def _winning(cells):
    """The cells (r, c), 0-based, in row-major order, where x's move forces
    a win, one at a time."""
    xs, os = masks(cells)
    return ((i // 4, i % 4) for i in range(16) if cells[i] == EMPTY and move_wins(xs | 1 << i, os))


def winning_cells(cells):
    return list(_winning(cells))


@functools.lru_cache(maxsize=4096)
def _first_winning_cell(cells):
    return next(_winning(cells), None)


def wins(case):
    """Does x force a win?"""
    return _first_winning_cell(case.cells) is not None


def answer(case):
    cell = _first_winning_cell(case.cells)
    return ["#####" if cell is None else "(%d,%d)" % cell]


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


def _random_counts(rng, first_wins):
    """Marks of each side, (x, o): mostly many, where the search is quick
    and forced wins are common; now and then the fewest allowed."""
    roll = rng.random()
    if first_wins:
        xs = 4 if roll < 0.1 else rng.choice((5, 6, 7))
    else:
        xs = 2 if roll < 0.005 else 3 if roll < 0.03 else rng.choice((4, 5, 6, 7))
    return xs, xs + (1 if rng.random() < 0.3 else 0)


def random_case(rng, first_wins):
    while True:
        case = random_board(rng, *_random_counts(rng, first_wins))
        if case is not None and wins(case) == first_wins:
            return case


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
    return _boards(1568, 300, [(5, 5), (6, 6), (5, 6), (6, 7), (4, 4)], keep)


def no_forced_win():
    """Boards where x cannot force a win though it does not lose at once:
    x can draw, or can only threaten; a search that takes a draw, or a
    threat, for a win says otherwise."""
    def keep(case):
        xs, os = masks(case.cells)
        return not wins(case) and not completing(os, xs)
    return _boards(1703, 300, [(4, 4), (5, 5), (6, 6), (7, 7), (5, 6), (6, 7)], keep)


def four_marks():
    """Boards of 2 x and 2 o, and of 2 x and 3 o: the largest searches the
    statement allows (12 or 11 empty cells). None has a forced win."""
    rng = random.Random(14)
    found = []
    while len(found) < 400:
        case = random_board(rng, 2, 2 if len(found) % 4 else 3)
        if case is not None:
            found.append(case)
    return found


def edge_cases():
    return SAMPLE + several_winning_cells() + no_forced_win() + four_marks()[:40]


def test_files():
    return [
        ("sample", SAMPLE),
        ("one-open-row", exhaustive()),
        ("several-winning-cells", several_winning_cells()),
        ("no-forced-win", no_forced_win()),
        ("four-marks", four_marks()),
    ]


def layout_cases():
    return SAMPLE + [_board("xo..", "ox..", "....", "....")]
