"""Oracle for cet4 (HDU 1847): n cards, a move takes 2^k of them, taking
the last card wins; Kiki moves first."""

import functools

from common import casemodel as cases
from oracles import games

MAX_N = 1000
FRAMING = cases.UntilEnd()
Case, read_case, write_case = cases.single_line("Case", [("n", 1, MAX_N)])
INVALID_INPUTS = ["0\n", "1001\n", "5 6\n", "x\n", "-3\n"]      # the statement rules these out


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


def wins(case):
    return _first_wins_table()[case.n]


def answer(case):
    return ["Kiki" if wins(case) else "Cici"]


def exhaustive():
    return [Case(n) for n in range(1, MAX_N + 1)]


def edge_cases():
    powers = [1 << k for k in range(10)]
    near = sorted({p + d for p in powers for d in (-1, 0, 1) if 1 <= p + d <= MAX_N})
    return [Case(n) for n in near + [MAX_N, MAX_N - 1, MAX_N - 2, 999, 996]]


@functools.lru_cache(maxsize=None)
def _by_outcome():
    return games.by_outcome(exhaustive(), wins)


def random_case(rng, first_wins):
    return rng.choice(_by_outcome()[first_wins])


def test_files():
    return [
        ("sample", [Case(1), Case(3)]),
        ("all-n", exhaustive()),
        ("powers-of-two-and-bounds", edge_cases()),
    ]


def layout_cases():
    return [Case(1000), Case(999), Case(3), Case(2)]
