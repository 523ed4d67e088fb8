"""Oracle for cet4 (HDU 1847): n cards, a move takes 2^k of them, taking
the last card wins; Kiki moves first."""

import functools

from oracles import common

MAX_N = 1000
TERMINATOR = None    # the input ends at end of file
RANGES = [("n", 1, MAX_N)]


read_queries, write_input = common.query_io(RANGES, TERMINATOR)


@functools.lru_cache(maxsize=None)
def _first_wins_table():
    """win[n]: the player to move with n cards left wins (search over n)."""
    win = [False] * (MAX_N + 1)          # no card left: the mover has lost
    for n in range(1, MAX_N + 1):
        take = 1
        while take <= n and not win[n]:
            win[n] = not win[n - take]
            take *= 2
    return win


def wins(values):
    return _first_wins_table()[values[0]]


def answer(values):
    return "Kiki" if wins(values) else "Cici"


def exhaustive():
    return [(n,) for n in range(1, MAX_N + 1)]


def edge_queries():
    powers = [1 << k for k in range(10)]
    near = sorted({p + d for p in powers for d in (-1, 0, 1) if 1 <= p + d <= MAX_N})
    return [(n,) for n in near + [MAX_N, MAX_N - 1, MAX_N - 2, 999, 996]]


def random_query(rng, first_wins):
    return common.draw_until(lambda: (rng.randint(1, MAX_N),), wins, first_wins)


def cases():
    return [
        ("sample", write_input([(1,), (3,)])),
        ("all-n", write_input(exhaustive())),
        ("powers-of-two-and-bounds", write_input(edge_queries())),
    ] + common.format_cases([(1000,), (999,), (3,), (2,)])
