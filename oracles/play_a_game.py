"""Oracle for play-a-game (HDU 1564): an n x n board, a stone on a corner
square; players alternately move it to an unvisited square next to it
(up, down, left or right); the player who cannot move loses. 8600 moves
first.

Three methods, each checked against the one before it:
  search_wins(rows, cols, start)    from the rules: a remembered search over
                                    (visited squares, stone's square), for
                                    any board and start (used for n <= 6);
  matching_wins(rows, cols, start)  the theorem of undirected vertex
                                    geography: the player to move from v
                                    wins iff every maximum matching of the
                                    board's grid graph covers v, that is
                                    iff removing v lowers the maximum
                                    matching; maximum matchings by
                                    augmenting paths (used for n <= 60);
  wins(case)                        beyond 60, the board of n - 2: an n x n
                                    board is the (n - 2) x (n - 2) board at
                                    the start corner plus an L-shaped strip
                                    two squares wide, whose 4n - 4 squares
                                    are covered by dominoes, so both
                                    maximum matchings grow by the same
                                    2n - 2 and the answer stays.
tests/oracles/test_play_a_game.py compares search and matching on every
board of up to 20 squares and every start, and squares up to 7 x 7, and
checks the step from n - 2 to n by matching up to 80.
"""

import functools
import sys

from common import casemodel as cases
from oracles import games

MAX = 10000
SEARCH_MAX = 6
MATCHING_MAX = 60
FRAMING = cases.Terminator("0")
Case, read_case, write_case = cases.single_line("Case", [("n", 1, MAX)])
INVALID_INPUTS = [                      # the statement rules these out
    "10001\n0\n",                       # n above 10000
    "-2\n0\n",                          # negative
    "2 3\n0\n",                         # two numbers on a line
]


def _neighbours(rows, cols):
    found = []
    for r in range(rows):
        for c in range(cols):
            found.append([(r + dr) * cols + c + dc for dr, dc in ((1, 0), (0, 1), (-1, 0), (0, -1))
                          if 0 <= r + dr < rows and 0 <= c + dc < cols])
    return found


def search_wins(rows, cols, start=0):
    """Does the player to move win with the stone on square start (row by
    row from 0) and only start visited? A remembered search over (visited
    squares as a bit mask, stone's square)."""
    neighbours = _neighbours(rows, cols)
    memo = {}

    def mover_wins(visited, at):
        key = (visited, at)
        if key not in memo:
            memo[key] = any(not visited >> q & 1 and not mover_wins(visited | 1 << q, q)
                            for q in neighbours[at])
        return memo[key]

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 4 * rows * cols + 100))
    try:
        return mover_wins(1 << start, start)
    finally:
        sys.setrecursionlimit(limit)


def _maximum_matching(rows, cols, removed):
    """The size of a maximum matching of the grid graph without the
    squares in removed: Kuhn's augmenting paths from each dark square (the
    grid is bipartite: r + c even against odd)."""
    neighbours = _neighbours(rows, cols)
    partner = {}                        # light square: its dark partner

    def augment(dark, seen):
        for light in neighbours[dark]:
            if light in removed or light in seen:
                continue
            seen.add(light)
            if light not in partner or augment(partner[light], seen):
                partner[light] = dark
                return True
        return False

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 2 * rows * cols + 100))
    try:
        return sum(1 for v in range(rows * cols)
                   if v not in removed and (v // cols + v % cols) % 2 == 0 and augment(v, set()))
    finally:
        sys.setrecursionlimit(limit)


def matching_wins(rows, cols, start=0):
    """The player to move from start wins iff start is in every maximum
    matching: removing it lowers the maximum matching."""
    return _maximum_matching(rows, cols, {start}) < _maximum_matching(rows, cols, set())


@functools.lru_cache(maxsize=None)
def _square_wins(n):
    if n <= SEARCH_MAX:
        return search_wins(n, n)
    if n <= MATCHING_MAX:
        return matching_wins(n, n)
    return _square_wins(n - 2 * ((n - MATCHING_MAX + 1) // 2))


def wins(case):
    return _square_wins(case.n)


def answer(case):
    return ["8600" if wins(case) else "ailyanlu"]


def exhaustive(size=60):
    return [Case(n) for n in range(1, size + 1)]


def edge_cases():
    return [Case(n) for n in (1, 2, 3, 4, 5, 6, 7, 8, 59, 60, 61, 62, 9998, 9999, MAX)]


def random_case(rng, first_wins):
    high = rng.choice([10, 100, MAX])
    return games.draw_until(lambda: Case(rng.randint(1, high)), wins, first_wins)


def test_files():
    return [
        ("sample", [Case(2)]),
        ("small", [Case(n) for n in range(1, 101)]),
        ("bounds", edge_cases()),
        ("every-size", [Case(n) for n in range(1, MAX + 1)]),
    ]


def layout_cases():
    return [Case(2), Case(1), Case(MAX), Case(9999)]
