"""Oracle for coin-game (HDU 3951 "Coin Game"): N coins in a circle; a move
takes 1 to K coins that stand next to each other (a gap left by a coin
taken before breaks the neighbourhood); whoever takes the last coin wins.
The answer is "Case i: first" or "Case i: second".

Two methods that share nothing:
  circle_wins(n, k)  a remembered search over the real positions: the whole
                     circle, then, once a move has opened it, the rows of
                     coins left (a move in a row takes 1 to k neighbours,
                     which may split it in two); used up to SEARCH_N coins;
  mirror_wins(n, k)  beyond that, the symmetry rule: the first player wins
                     iff k >= n (take every coin), or k = 1 and n is odd;
                     otherwise the second player answers the opening move
                     by taking the middle of the row left, making two equal
                     rows, and copies every move on the other row.
Tests compare them for every circle up to SEARCH_N coins and every k up to
10. funny-game plays the same circle with k = 2 (oracles/funny_game.py).
"""

import functools

from common import casemodel as cases
from oracles import games

MIN_N, MAX_N, MAX_K, MAX_CASES = 3, 10 ** 9, 10, 100
SEARCH_N = 30
FRAMING = cases.CountFirst(1, MAX_CASES)
CASE_NUMBER = "Case %d: "
Case, read_case, write_case = cases.single_line("Case", [("N", MIN_N, MAX_N), ("K", 1, MAX_K)])
INVALID_INPUTS = [                              # the statement rules these out
    "1\n2 1\n",                                 # N = 2
    "1\n1000000001 3\n",                        # N above 10^9
    "1\n10 11\n",                               # K above 10
    "1\n10 0\n",                                # K = 0
    "101\n" + "5 2\n" * 101,                    # more than 100 cases
    "2\n5 2\n",                                 # fewer cases than announced
]


# --- The search over real positions ------------------------------------------------------

CIRCLE = "circle"       # a position ("circle", n): no coin taken yet; else a sorted tuple of rows


def _takes(k):
    """What a move leaves of a row of n coins: take coins i + 1 .. i + t for
    some 1 <= t <= k, leaving rows of i and n - i - t."""
    def takes(n):
        return [(i, n - i - t) for t in range(1, min(k, n) + 1) for i in range(n - t + 1)]
    return takes


@functools.lru_cache(maxsize=None)
def _search(k):
    row_moves = games.position_moves(_takes(k))

    def moves(position):
        if position[:1] == (CIRCLE,):            # opening the circle leaves one row
            n = position[1]
            return [(n - t,) if t < n else () for t in range(1, min(k, n) + 1)]
        return row_moves(position)

    return games.Search(moves)


def circle_wins(n, k):
    """The player to move wins the circle of n coins, taking 1 to k a move."""
    return _search(k).wins((CIRCLE, n))


def mirror_wins(n, k):
    """The symmetry rule (see the module's docstring)."""
    if k >= n:
        return True
    return k == 1 and n % 2 == 1


def wins(case):
    n, k = case
    return circle_wins(n, k) if n <= SEARCH_N else mirror_wins(n, k)


def answer(case):
    return ["first" if wins(case) else "second"]


SAMPLE = [Case(3, 1), Case(3, 2)]


def exhaustive():
    """Every circle of 3 to 20 coins with every K."""
    return [Case(n, k) for n in range(MIN_N, 21) for k in range(1, MAX_K + 1)]


def takes_all():
    """K = N and K just above and below it, where taking every coin at once
    wins; even circles with K >= N among them, where "even N loses" fails."""
    return [Case(n, k) for n in range(MIN_N, MAX_K + 3) for k in (n - 1, n, n + 1) if 1 <= k <= MAX_K]


def bounds():
    top = MAX_N
    return [Case(n, k) for n in (top, top - 1, top - 2, 999999999 - 1, 10 ** 8 + 7) for k in (1, 2, 10)] + \
        [Case(MIN_N, 1), Case(MIN_N, 2), Case(MIN_N, 3), Case(4, 1), Case(4, 5), Case(11, 10), Case(10, 10)]


def random_case(rng, first_wins):
    random = rng.random

    def draw():
        n = MIN_N + int(random() * ((30, 1000, MAX_N - MIN_N + 1)[int(random() * 3)]))
        return Case(min(n, MAX_N), 1 + int(random() * MAX_K))
    return games.draw_until(draw, wins, first_wins)


def edge_cases():
    return SAMPLE + takes_all() + bounds()


def test_files():
    return [("sample", SAMPLE)] + \
        [("all-small-%d" % (i + 1), chunk) for i, chunk in enumerate(cases.chunks(exhaustive(), MAX_CASES))] + [
            ("takes-all", takes_all()),
            ("bounds", bounds()),
            ("random-up-to-bounds", games.alternating(random_case, 3951, MAX_CASES)),
        ]


def layout_cases():
    return SAMPLE + [Case(MAX_N, MAX_K)]
