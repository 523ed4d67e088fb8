"""Oracle for kiki-game (HDU 2147): a coin starts in the top-right square
(1, m) of an n x m board and moves one square left, down or down-left;
who cannot move loses; kiki moves first."""

import functools

from oracles import common

MAX = 2000
TERMINATOR = (0, 0)
RANGES = [("n", 1, MAX), ("m", 1, MAX)]


read_queries, write_input = common.query_io(RANGES, TERMINATOR)


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


def wins(values):
    n, m = values
    return _mover_wins()[n - 1][m - 1]


def answer(values):
    return "Wonderful!" if wins(values) else "What a pity!"


def exhaustive(size=50):
    return [(n, m) for n in range(1, size + 1) for m in range(1, size + 1)]


def edge_queries():
    edges = [1, 2, 3, 1000, 1001, MAX - 2, MAX - 1, MAX]
    return [(n, m) for n in edges for m in edges]


def random_query(rng, first_wins):
    return common.draw_until(lambda: (rng.randint(1, MAX), rng.randint(1, MAX)), wins, first_wins)


def cases():
    return [
        ("sample", write_input([(5, 3), (5, 4), (6, 6)])),
        ("all-small", write_input(exhaustive())),
        ("bounds", write_input(edge_queries())),
    ] + common.format_cases([(5, 3), (5, 4), (6, 6), (MAX, MAX)], TERMINATOR)
