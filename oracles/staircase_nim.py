"""Oracle for staircase-nim (POJ 1704 "Georgia and Bob"): chessmen on
distinct grids 1, 2, 3, ... of a line; a move takes one chessman to the
left by one grid or more, onto a free grid, never past another chessman and
never past grid 1; who cannot move loses. Georgia moves first.

Two methods that share nothing:
  search_wins(position)  memoised win/lose search over whole boards from the
                         rules; used while every chessman stands on grid
                         SEARCH_GRID or lower (any number of chessmen: at
                         most SEARCH_GRID of them fit);
  staircase_wins(positions)  beyond that, staircase Nim: with the chessmen
                         sorted, the empty grids between each chessman and
                         the one before it (or grid 0 for the first) form
                         the steps of a staircase whose lowest step is the
                         last gap; a move takes stones from one step down to
                         the next one, and the first player wins iff the
                         xor of the gaps on the odd steps (the last gap,
                         the third last, ...) is not 0.
Tests compare them over every board up to grid 12.
"""

import random
from collections import namedtuple

from common import casemodel as cases
from oracles import games

MAX_MEN, MAX_GRID = 1000, 10000
MAX_CASES = 20
SEARCH_GRID = 12
FRAMING = cases.CountFirst(1, MAX_CASES)
Case = namedtuple("Case", "positions")
INVALID_INPUTS = [                                  # the statement rules these out
    "1\n3\n1 5 5\n",                                # two chessmen on one grid
    "1\n2\n0 5\n",                                  # grid 0
    "1\n2\n5 10001\n",                              # a grid above 10000
    "1\n0\n\n",                                     # no chessman
    "21\n" + "1\n1\n" * 21,                         # more than 20 cases
    "1\n3\n1 2\n",                                  # fewer positions than N
]


def read_case(lines):
    n, = lines.ints(("N", 1, MAX_MEN))
    number = lines.number
    positions = lines.int_list(n, "position", 1, MAX_GRID)
    if len(set(positions)) != n:
        seen = set()
        twice = next(p for p in positions if p in seen or seen.add(p))
        raise lines.error("two chessmen on grid %d" % twice, number)
    return Case(positions)


def write_case(case):
    return [str(len(case.positions)), " ".join(map(str, case.positions))]


def _moves(position):
    """The boards one move away from position (a sorted tuple of grids)."""
    for i, grid in enumerate(position):
        lowest = position[i - 1] + 1 if i else 1
        for target in range(lowest, grid):
            yield position[:i] + (target,) + position[i + 1:]


_SEARCH = games.Search(_moves)


def search_wins(position):
    """The player to move wins the board: some move leaves a board the
    opponent loses. A board with no move (the chessmen packed on grids
    1, 2, ..., k) is lost for the player to move."""
    return _SEARCH.wins(position)


def staircase_wins(positions):
    """Staircase Nim (see the module's docstring)."""
    ordered = sorted(positions)
    gaps = [grid - before - 1 for before, grid in zip([0] + ordered[:-1], ordered)]
    return games.nim_sum(gaps[::-1][::2]) != 0      # the last gap, the third last, ...


def searchable(positions):
    return max(positions) <= SEARCH_GRID


def wins(case):
    if searchable(case.positions):
        return search_wins(tuple(sorted(case.positions)))
    return staircase_wins(case.positions)


def answer(case):
    return ["Georgia will win" if wins(case) else "Bob will win"]


def all_boards(top, most):
    """Every board of 1..most chessmen on grids 1..top, sorted, by size."""
    found = []

    def extend(board, start):
        if board:
            found.append(board)
        if len(board) < most:
            for grid in range(start, top + 1):
                extend(board + [grid], grid + 1)

    extend([], 1)
    return sorted(found, key=lambda board: (len(board), board))


def exhaustive():
    """Every board of up to 4 chessmen on grids 1..10, written sorted, then
    every board of 2 to 4 chessmen on grids 1..8 written right to left."""
    return ([Case(board) for board in all_boards(10, 4)]
            + [Case(board[::-1]) for board in all_boards(8, 4) if len(board) >= 2])


def _mixed(board, rng):
    board = list(board)
    rng.shuffle(board)
    return board


def _reversed_lost():
    """Lost boards (sorted answer: Bob) that a program which pairs the
    chessmen in the order given, unsorted, gets wrong when they are written
    in decreasing order."""
    found = []
    for board in all_boards(12, 4):
        if len(board) >= 2 and not staircase_wins(board):
            given = board[::-1]
            if _pairs_as_given(given):
                found.append(Case(given))
    return found


def _pairs_as_given(given):
    """What pairing the chessmen in input order (no sort) gives: first wins?"""
    men = ([0] if len(given) % 2 else []) + list(given)
    return games.nim_sum(men[i + 1] - men[i] - 1 for i in range(0, len(men), 2)) != 0


def edge_cases():
    return _bounds() + _odd_counts() + _reversed_lost()[:40]


def _bounds():
    top = MAX_GRID
    spread = list(range(10, top + 1, 10))           # 1000 chessmen, gaps of 9
    return [
        Case([1]), Case([2]), Case([top]), Case([1, 2]), Case([1, top]), Case([top - 1, top]),
        Case([2, 1]), Case([top, 1]),
        Case(list(range(1, MAX_MEN + 1))),                          # packed: no move
        Case(list(range(top - MAX_MEN + 1, top + 1))),              # packed at the far end
        Case(list(range(top, top - MAX_MEN, -1))),                  # the same, decreasing
        Case(spread), Case(spread[::-1]),
        Case(list(range(top - MAX_MEN + 2, top + 1)) + [1]),        # 999 at the far end, one at 1
        Case([1] + list(range(top - MAX_MEN + 2, top + 1))),
        Case(list(range(2, 2 * MAX_MEN + 1, 2))),                   # every other grid
        Case(list(range(top - 2 * MAX_MEN + 3, top + 1, 2))),       # 999 of them, odd
    ]


def _odd_counts():
    """Boards with an odd number of chessmen where the first chessman's gap
    to grid 0 decides: the pairing must start at the wall."""
    return [Case([g]) for g in (1, 2, 3, 7, 100)] + [
        Case([1, 4, 5]), Case([2, 4, 5]), Case([3, 4, 5]), Case([5, 6, 7]), Case([6, 7, 9]),
        Case([1, 2, 3, 4, 9]), Case([2, 5, 6, 9, 10]), Case([100, 104, 109]),
        Case([9999, 10000, 5000]), Case([7, 8, 1]),
    ]


def _size(rng):
    kind = rng.random()
    if kind < 0.6:
        return rng.randint(1, 8)
    if kind < 0.9:
        return rng.randint(1, 60)
    return rng.randint(1, MAX_MEN)


def random_case(rng, first_wins):
    """A board of the wanted outcome, its chessmen in random order. For a
    lost board: a random board, then the chessmen from some odd step on
    shifted left together so that the odd steps' xor becomes 0 (the gaps
    stay >= 0, so the board stays valid)."""
    while True:
        n = _size(rng)
        width = rng.choice([n + rng.randint(0, 2 * n), n + rng.randint(0, 40), MAX_GRID])
        board = sorted(rng.sample(range(1, min(width, MAX_GRID) + 1), n))
        if not first_wins:
            gaps = [grid - before - 1 for before, grid in zip([0] + board[:-1], board)]
            odd = range(n - 1, -1, -2)               # indexes of the last gap, third last, ...
            total = games.nim_sum(gaps[i] for i in odd)
            if total:
                i = next(i for i in odd if gaps[i] ^ total < gaps[i])
                shift = gaps[i] - (gaps[i] ^ total)
                board = board[:i] + [grid - shift for grid in board[i:]]
        rng.shuffle(board)
        case = Case(board)
        if wins(case) == first_wins:
            return case


def test_files():
    rng = random.Random(1704)
    small = [Case(board) for board in all_boards(6, 6)]
    mixed = [Case(_mixed(board, rng)) for board in all_boards(9, 5) if len(board) >= 3][::7]
    return [
        ("sample", [Case([1, 2, 3]), Case([1, 5, 6, 7, 9, 12, 14, 17])]),
    ] + [("all-small-%d" % (i + 1), chunk) for i, chunk in enumerate(cases.chunks(small, MAX_CASES))] + [
        ("odd-counts-and-the-wall", _odd_counts()[:MAX_CASES]),
        ("decreasing-lost", _reversed_lost()[::5][:MAX_CASES]),
        ("shuffled-small", mixed[:MAX_CASES]),
        ("bounds", _bounds()),
        ("random-large", [_large(rng, i % 2 == 0) for i in range(MAX_CASES)]),
    ]


def _large(rng, first_wins):
    while True:
        case = random_case(rng, first_wins)
        if len(case.positions) >= 500:
            return case


def layout_cases():
    return [Case([1, 2, 3]), Case([1, 5, 6, 7, 9, 12, 14, 17]), Case([5, 1, 3]), Case([MAX_GRID])]
