"""Oracle for tic-tac-toe (a problem of our own): a 3 x 3 position of a
game not yet over, x having moved first; the answer is the result under
perfect play (`x`, `o` or `draw`) and a best move for the player to move,
`r c` (1-based): one that keeps that result. Any best move is right:
check() judges the move.

One method, exact everywhere: minimax over the positions from the rules,
remembered (3^9 boards at most). Tests check it against a plain minimax
that remembers nothing, and the classic facts (the empty board is a draw;
every first move keeps it but none wins).
"""

import functools
import itertools
import random
from collections import namedtuple

from common import casemodel as cases
from oracles import games

EMPTY, X, O = 0, 1, 2
MARKS = ".xo"
MAX_CASES = 10000
FRAMING = cases.CountFirst(1, MAX_CASES)
Case = namedtuple("Case", "cells")          # 9 marks, row by row
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
RESULTS = {1: "x", 0: "draw", -1: "o"}      # minimax value (x's view): the word
INVALID_INPUTS = [                                  # the statement rules these out
    "1\nxx.\n...\n...\n",                           # two x and no o
    "1\nxxx\noo.\n...\n",                           # x has three in a row: the game is over
    "1\nxox\nxox\noxo\n",                           # a full board
    "1\nx.o\n...\n..\n",                            # a row of two cells
    "1\nx.O\n...\n...\n",                           # a capital letter
    "1\no..\n...\n...\n",                           # o moved first
    "2\n...\n...\n...\n",                           # fewer cases than announced
]


def read_case(lines):
    number = lines.number
    cells = tuple(itertools.chain.from_iterable(
        lines.symbols("row %d" % (r + 1), MARKS, 3, 3) for r in range(3)))
    fault = _fault(cells)
    if fault:
        raise lines.error(fault, number)
    return Case(cells)


def write_case(case):
    known = _known().get(case.cells)
    return list(known.rows) if known else _rows(case.cells)


def _rows(cells):
    return [cases.symbol_word(cells[r:r + 3], MARKS) for r in (0, 3, 6)]


def _winner(cells):
    """X or O if that side has three in a row, else None."""
    for a, b, c in LINES:
        if cells[a] != EMPTY and cells[a] == cells[b] == cells[c]:
            return cells[a]
    return None


def _fault(cells):
    """What keeps cells from being a position of a game going on, or None."""
    xs, os = cells.count(X), cells.count(O)
    if xs - os not in (0, 1):
        return "%d x and %d o: x moves first, so x has as many marks as o or one more" % (xs, os)
    if _winner(cells) is not None:
        return "%s has three in a row: the game is over" % MARKS[_winner(cells)]
    if EMPTY not in cells:
        return "the board is full: the game is over"
    return None


def mover(cells):
    return X if cells.count(X) == cells.count(O) else O


def play(cells, cell):
    return cells[:cell] + (mover(cells),) + cells[cell + 1:]


@functools.lru_cache(maxsize=None)
def value(cells):
    """The result under perfect play, from x's side: 1 x wins, 0 draw,
    -1 o wins. The side that completes a line wins; a full board with no
    line is a draw."""
    winner = _winner(cells)
    if winner is not None:
        return 1 if winner == X else -1
    if EMPTY not in cells:
        return 0
    values = [value(play(cells, cell)) for cell in range(9) if cells[cell] == EMPTY]
    return max(values) if mover(cells) == X else min(values)


def best_moves(cells):
    """(r, c), 1-based, of every move that keeps the position's value."""
    return [(cell // 3 + 1, cell % 3 + 1) for cell in range(9)
            if cells[cell] == EMPTY and value(play(cells, cell)) == value(cells)]


def mover_wins(cells):
    return value(cells) == (1 if mover(cells) == X else -1)


def answer_line(cells):
    """The result and the first best move in row-major order."""
    return "%s %d %d" % ((RESULTS[value(cells)],) + best_moves(cells)[0])


Known = namedtuple("Known", "answer wins rows")


@functools.lru_cache(maxsize=None)
def _known():
    """{cells: Known} for every position of a game going on: its answer
    line, whether the player to move wins, its input rows; worked out once
    by the functions above, since stress asks them of 10^5 cases a second."""
    return {c.cells: Known(answer_line(c.cells), mover_wins(c.cells), tuple(_rows(c.cells)))
            for c in all_positions()}


def wins(case):
    """Does the player to move win?"""
    return _known()[case.cells].wins


def answer(case):
    return [_known()[case.cells].answer]


def check(case, lines):
    tokens = lines[0].split(" ")
    result = RESULTS[value(case.cells)]
    cell = cases.written_ints(tokens[1:])
    if len(tokens) != 3 or cell is None:
        return "expected a result and a move r c, got %r" % lines[0]
    if tokens[0] != result:
        return "the result is %s, not %r" % (result, tokens[0])
    move = tuple(cell)
    if not (1 <= move[0] <= 3 and 1 <= move[1] <= 3) or case.cells[3 * move[0] + move[1] - 4] != EMPTY:
        return "%d %d is not an empty cell" % move
    return None if move in best_moves(case.cells) else "%d %d does not keep the result %s" % (move + (result,))


# --- Cases -------------------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def all_positions():
    """Every position of a game going on, in the order of a count in base 3."""
    return [Case(cells) for cells in itertools.product((EMPTY, X, O), repeat=9) if _fault(cells) is None]


def _board(text):
    return Case(tuple(MARKS.index(c) for c in text))


SAMPLE = [_board(text) for text in (".........", "x...o....", "xx..o....", "x.o.x.o..", "xo.......",
                                     "o.x.x....")]


def exhaustive():
    return all_positions()


def edge_cases():
    """The positions where the player to move wins only by a fork or must
    block, and those with o to move."""
    return [c for c in all_positions() if len(best_moves(c.cells)) == 1]


@functools.lru_cache(maxsize=None)
def _positions_by_outcome():
    return games.by_outcome(all_positions(), wins)


def random_case(rng, first_wins):
    return rng.choice(_positions_by_outcome()[first_wins])


def most_cases():
    """The most boards an input may hold, nearly all of them with at most
    two marks: minimax without memory searches some 10^4 to 5 * 10^5
    positions for each of them."""
    rng = random.Random(9)
    early = [c for c in all_positions() if 9 - c.cells.count(EMPTY) <= 2]
    return [rng.choice(early) for _ in range(MAX_CASES - 100)] + rng.sample(all_positions(), 100)


def test_files():
    return [
        ("sample", SAMPLE),
        ("every-position", all_positions()),
        ("one-best-move", edge_cases()),
        ("most-cases", most_cases()),
    ]


def layout_cases():
    return SAMPLE
