"""Oracle for treblecross (UVa 10561): a 1 x n board of cells, some with
an X; two players in turn put an X on an empty cell; whoever first makes
three X in a row wins. For each board (none with three in a row yet), the
answer is WINNING and the line of every winning first move (1-based,
increasing), or LOSING and an empty line.

Two methods that share nothing:
  search_wins(board)  a search over boards from the rules alone, for
                      boards of up to SEARCH_LENGTH cells;
  winning_cells(...)  the Sprague-Grundy method, exact at every length: a
                      move completing three wins at once, and only such a
                      move wins when one exists; otherwise a cell within two
                      of an X hands the opponent three in a row, and the
                      other empty cells form runs where a move takes its
                      cell and the two on each side: a run of n has the
                      value g(n) = mex of g(max(0, j - 2)) xor
                      g(max(0, n - j - 3)), and the board is lost for the
                      player to move iff the values' xor is 0.
answer() uses the second; tests check it against the first.
"""

import functools
import itertools
import random
from collections import namedtuple

from common import casemodel as cases
from oracles import games

MIN_LENGTH, MAX_LENGTH, MAX_CASES = 3, 200, 99
SEARCH_LENGTH = 14
MARKS = ".X"
EMPTY, X = 0, 1
FRAMING = cases.CountFirst(1, MAX_CASES)
Case = namedtuple("Case", "board")
INVALID_INPUTS = [                              # the statement rules these out
    "1\n..XXX.\n",                              # three X in a row already
    "1\nX.\n",                                  # a board of 2 cells
    "1\n" + "." * 201 + "\n",                   # a board of 201 cells
    "1\n..x..\n",                               # a lower-case x
    "1\n... ..\n",                              # a blank inside a board
    "100\n" + "...\n" * 100,                    # 100 boards
]


def read_case(lines):
    number = lines.number
    board = lines.symbols("the board", MARKS, MIN_LENGTH, MAX_LENGTH)
    if _three_in_a_row(board):
        raise lines.error("the board holds three X in a row: the game is over", number)
    return Case(board)


def write_case(case):
    return [cases.symbol_word(case.board, MARKS)]


def _three_in_a_row(board):
    return any(board[i] == board[i + 1] == board[i + 2] == X for i in range(len(board) - 2))


def _completing(board):
    """The empty cells (0-based) where an X makes three in a row."""
    return [i for i in range(len(board)) if board[i] == EMPTY and
            _three_in_a_row(board[max(0, i - 2):i] + [X] + board[i + 1:i + 3])]


# --- The Sprague-Grundy method --------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def run_values(size=MAX_LENGTH):
    """g(0..size): a move in a run of n free cells takes the cell j and the
    two on each side, leaving runs of max(0, j - 2) and max(0, n - j - 3)."""
    return games.heap_values(size, lambda n: [(max(0, j - 2), max(0, n - j - 3)) for j in range(n)])


def _free_runs(board):
    """(start, length) of each run of empty cells at least three away from
    every X (on a board where no move completes three), left to right."""
    near = {j for i, mark in enumerate(board) if mark == X for j in range(i - 2, i + 3)}
    runs, start = [], None
    for i in range(len(board) + 1):
        free = i < len(board) and board[i] == EMPTY and i not in near
        if free and start is None:
            start = i
        elif not free and start is not None:
            runs.append((start, i - start))
            start = None
    return runs


def winning_cells(board):
    """Every winning first move, 0-based, increasing: the moves that
    complete three if there are any; else the free cells after which the
    xor of the runs' values is 0 (the cell's run replaced by the two it
    leaves; a move on a free cell completes nothing)."""
    board = list(board)
    completing = _completing(board)
    if completing:
        return completing
    g, runs = run_values(), _free_runs(board)
    total = games.nim_sum(g[n] for _, n in runs)
    return [start + j for start, n in runs for j in range(n)
            if total ^ g[n] ^ g[max(0, j - 2)] ^ g[max(0, n - j - 3)] == 0]


def wins(case):
    return bool(winning_cells(case.board))


def answer(case):
    found = winning_cells(case.board)
    return ["WINNING", " ".join(str(i + 1) for i in found)] if found else ["LOSING", ""]


# --- The search from the rules ----------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def search_wins(board):
    """The player to move wins on board (a string of '.' and 'X' with no
    three in a row): some X makes three in a row, or leaves a board the
    opponent loses."""
    for i, mark in enumerate(board):
        if mark == ".":
            after = board[:i] + "X" + board[i + 1:]
            if "XXX" in after or not search_wins(after):
                return True
    return False


def search_winning_cells(board):
    """Every winning first move (0-based) on board (a string), by the search."""
    return [i for i, mark in enumerate(board) if mark == "." and
            ("XXX" in board[:i] + "X" + board[i + 1:] or not search_wins(board[:i] + "X" + board[i + 1:]))]


# --- Cases -------------------------------------------------------------------------------------

def _board(text):
    return Case([MARKS.index(c) for c in text])


SAMPLE = [_board(text) for text in (".....", "X.....X..X.............X....X..X", ".X.X...X", "." * 47)]


@functools.lru_cache(maxsize=None)
def small_boards(high=9):
    """Every board of 3 to high cells with no three X in a row."""
    return [Case(list(marks)) for n in range(MIN_LENGTH, high + 1)
            for marks in itertools.product((EMPTY, X), repeat=n) if not _three_in_a_row(list(marks))]


def exhaustive():
    return small_boards()


def random_board(rng, length, density):
    """A board of length cells, each an X with the given chance, with X
    dropped until no three are in a row."""
    board = [X if rng.random() < density else EMPTY for _ in range(length)]
    for i in range(length - 2):
        if board[i] == board[i + 1] == board[i + 2] == X:
            board[i + 2] = EMPTY
    return Case(board)


def random_case(rng, first_wins):
    def draw():
        length = rng.choice((rng.randint(3, 12), rng.randint(3, 40), rng.randint(3, MAX_LENGTH)))
        return random_board(rng, length, rng.choice((0.0, 0.02, 0.05, 0.1, 0.3)))
    return games.draw_until(draw, wins, first_wins)


def empty_boards():
    """Boards without an X, every length from 3 to 60 and on to 200: the
    runs are the whole board, and many cells may win."""
    return [Case([EMPTY] * n) for n in list(range(3, 61)) + list(range(64, MAX_LENGTH, 4)) + [199, 200]]


def threat_boards():
    """Boards where a move completes three (X X, X . X, with neighbours),
    so that only those moves win, and boards one move short of it."""
    rng = random.Random(10561)
    found = [_board(text) for text in ("XX.", ".XX", "X.X", "XX.XX", "X.X.X", ".XX.XX.", "X.X..X.X",
                                       "..XX....XX..", "X." * 50 + "X")]
    while len(found) < MAX_CASES:
        case = random_board(rng, rng.randint(3, MAX_LENGTH), rng.choice((0.1, 0.3, 0.5)))
        if _completing(case.board):
            found.append(case)
    return found


def long_boards():
    """Boards of 150 to 200 cells, X's here and there, half of them lost."""
    return games.alternating(lambda rng, first_wins: games.draw_until(
        lambda: random_board(rng, rng.randint(150, MAX_LENGTH), rng.choice((0.02, 0.05, 0.1))), wins, first_wins),
        200, MAX_CASES)


def edge_cases():
    return SAMPLE + empty_boards() + threat_boards() + long_boards()


def test_files():
    small = cases.chunks(small_boards(8), MAX_CASES)
    return [("sample", SAMPLE)] + [("all-small-%d" % (i + 1), chunk) for i, chunk in enumerate(small)] + [
        ("empty-boards", empty_boards()),
        ("three-in-reach", threat_boards()),
        ("long-boards", long_boards()),
    ]


def layout_cases():
    return SAMPLE + [_board(text) for text in ("X...X", "..X....")]
