"""Oracle for kiki-game (HDU 2147): a coin starts in the top-right square
(1, m) of an n x m board and moves one square left, down or down-left;
who cannot move loses; kiki moves first."""

import functools
import random

from common import casemodel as cases

MAX = 2000
FRAMING = cases.Terminator("0 0")
Case, read_case, write_case = cases.single_line("Case", [("n", 1, MAX), ("m", 1, MAX)])
INVALID_INPUTS = ["0 5\n", "2001 3\n", "3 3 3\n0 0\n", "1 +\n0 0\n"]      # the statement rules these out


@functools.lru_cache(maxsize=None)
def _mover_wins():
    """win[down][left]: with `down` rows below the coin and `left` columns to
    its left, the player to move wins. Searched over the whole board size."""
    win = []
    for down in range(MAX):
        row = [False] * MAX
        above = win[down - 1] if down else None
        for left in range(MAX):
            # Winning iff some move (left, down, down-left) reaches a losing square.
            row[left] = ((left > 0 and not row[left - 1])
                         or (above is not None and not above[left])
                         or (above is not None and left > 0 and not above[left - 1]))
        win.append(row)
    return win


def wins(case):
    return _mover_wins()[case.n - 1][case.m - 1]      # n - 1 rows below, m - 1 columns to the left


def answer(case):
    return ["Wonderful!" if wins(case) else "What a pity!"]


def exhaustive(size=50):
    return [Case(n, m) for n in range(1, size + 1) for m in range(1, size + 1)]


def edge_cases():
    edges = [1, 2, 3, 1000, 1001, MAX - 2, MAX - 1, MAX]
    return [Case(n, m) for n in edges for m in edges]


def random_case(rng, first_wins):
    """Boards drawn until one has the outcome, looked up in the table
    wins() reads, with rng.random(), its cheapest call: stress draws 10^5
    boards a second."""
    random, win = rng.random, _mover_wins()
    while True:
        n, m = 1 + int(random() * MAX), 1 + int(random() * MAX)
        if win[n - 1][m - 1] == first_wins:
            return Case(n, m)


def many_large_boards(count=2000):
    """Boards with n and m from 1900 to 2000, in a fixed pseudo-random
    order: a table filled for each board (4 * 10^6 squares) takes seconds
    over them, a rule of O(1) a board does not."""
    rng = random.Random(2147)
    return [Case(rng.randint(1900, MAX), rng.randint(1900, MAX)) for _ in range(count)]


def test_files():
    return [
        ("sample", [Case(5, 3), Case(5, 4), Case(6, 6)]),
        ("all-small", exhaustive()),
        ("bounds", edge_cases()),
        ("many-large-boards", many_large_boards()),
    ]


def layout_cases():
    return [Case(5, 3), Case(5, 4), Case(6, 6), Case(MAX, MAX)]
