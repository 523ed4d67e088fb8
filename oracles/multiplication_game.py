"""Oracle for multiplication-game (HDU 1517 / POJ 2505 / UVa 847): p starts
at 1; Stan, then Ollie, then Stan ..., multiply p by an integer from 2 to 9;
whoever first makes p >= n wins.

Two methods that share nothing:
  search_wins(n)  from the rules: the mover at p wins iff some factor d
                  reaches d p >= n, or leads to a p' = d p that is lost for
                  the opponent; remembered over the values reachable from 1
                  (products of 2, 3, 5 and 7, some ten thousand below 2^32);
  wins(case)      the same search done on ranges: every p >= ceil(n / 9)
                  wins at once; below that band, the values whose every
                  move lands in the won band lose, those with some move
                  into a lost band win, and so on down to 1. Each band is
                  one interval because the moves from p reach
                  [2p, 9p], which grows with p (checked against
                  search_wins in tests/oracles/test_multiplication_game.py).
"""

from common import casemodel as cases
from oracles import games

MAX = 4294967294                # n < 4294967295
FRAMING = cases.UntilEnd()
Case, read_case, write_case = cases.single_line("Case", [("n", 2, MAX)])
INVALID_INPUTS = [                      # the statement rules these out
    "1\n",                              # n must exceed 1
    "4294967295\n",                     # n must be below 4294967295
    "17 18\n",                          # two numbers on a line
    "-5\n",                             # negative
]


def search_wins(n):
    """Does Stan (to move at p = 1) win against the target n? A search over
    the values p < n reachable from 1, remembered."""
    memo = {}

    def mover_wins(p):
        if p in memo:
            return memo[p]
        result = False
        for d in range(2, 10):
            if d * p >= n or not mover_wins(d * p):
                result = True
                break
        memo[p] = result
        return result

    return mover_wins(1)


def _ceil_div(a, b):
    return -(-a // b)


def bands(n):
    """The bands of p from the top down, as (low, won): each p with
    low <= p < (the low of the band before it; n for the first) is won
    for the mover iff won. The top band holds the p with 9p >= n (a move
    wins at once). Below a won band starting at w come the p whose every
    move lands in it, 2p >= w: lost. Below a lost band starting at l come
    the p with some move into it, 9p >= l: won. The last band reaches 1."""
    found = [(_ceil_div(n, 9), True)]
    while found[-1][0] > 1:
        low, won = found[-1]
        found.append((_ceil_div(low, 2), False) if won else (_ceil_div(low, 9), True))
    return found


def wins(case):
    low, won = bands(case.n)[-1]
    return won


def answer(case):
    return ["Stan wins." if wins(case) else "Ollie wins."]


def exhaustive(size=3000):
    return [Case(n) for n in range(2, size + 1)]


def band_edges():
    """Every n where the answer changes, with its neighbours: 9 * 18^k
    and 18^(k + 1), up to the bound."""
    found = []
    power = 1
    while 9 * power <= MAX + 1:
        for edge in (9 * power, 18 * power):
            found += [Case(n) for n in (edge - 1, edge, edge + 1, edge + 2) if 2 <= n <= MAX]
        power *= 18
    return found


def edge_cases():
    found = [Case(n) for n in (2, 3, 9, 10, 17, 18, 19, 162, 163, 164, 2 ** 31 - 1, 2 ** 31, 2 ** 31 + 1,
                               MAX - 1, MAX)]
    return found + band_edges()


def random_case(rng, first_wins):
    def draw():
        digits = rng.randint(1, 32)
        return Case(max(2, min(MAX, rng.randint(1 << (digits - 1), (1 << digits) - 1))))
    return games.draw_until(draw, wins, first_wins)


def test_files():
    return [
        ("sample", [Case(162), Case(17), Case(34012226)]),
        ("all-small", [Case(n) for n in range(2, 1400)]),
        ("band-edges", band_edges()),
        ("bounds", edge_cases()),
        ("two-or-nine-ranges", [Case(n) for n in list(range(30, 80)) + list(range(640, 1300, 7))]),
        ("above-two-to-the-31", [Case(2 ** 31 + i * 12345677) for i in range(0, 170)]),
    ]


def layout_cases():
    return [Case(162), Case(17), Case(34012226), Case(MAX)]
