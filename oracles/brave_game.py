"""Oracle for brave-game (HDU 1846), Bash's game: a pile of n stones; a move
takes 1 to m stones; whoever takes the last stone wins.

The answer is a win/lose table over n, searched from the rules for each m:
a pile is won by the player to move iff some move (take k, 1 <= k <= m)
leaves a pile that is lost for the opponent. The table is filled upwards in
n, keeping the number of lost piles among the last m so that each entry is
found without scanning its m options (search_table); tests compare it with
a plain scan of every option.
"""

import functools

from common import casemodel as cases
from oracles import games

MAX = 1000
MAX_CASES = 100
FRAMING = cases.CountFirst(1, MAX_CASES)
Case, read_case, write_case = cases.single_line("Case", [("n", 1, MAX), ("m", 1, MAX)])
INVALID_INPUTS = [                      # the statement rules these out
    "1\n0 3\n",                         # n below 1
    "1\n5 1001\n",                      # m above 1000
    "2\n5 3\n",                         # fewer cases than announced
    "101\n" + "5 3\n" * 101,            # more than 100 cases
    "1\n5 3 1\n",                       # a third number on a case line
]


@functools.lru_cache(maxsize=None)
def search_table(m, size=MAX):
    """won[n] for piles 0..size when a move takes 1..m stones, from the
    rules: won[0] is False (no stone left to take: the opponent took the
    last one); won[n] is True iff one of won[n - 1], ..., won[n - min(m, n)]
    is False."""
    won = [False] * (size + 1)
    lost_in_window = 1                  # lost piles among won[max(0, n - m) .. n - 1]
    for n in range(1, size + 1):
        won[n] = lost_in_window > 0
        lost_in_window += not won[n]
        if n - m >= 0 and not won[n - m]:
            lost_in_window -= 1         # pile n - m is out of reach from n + 1
    return won


def plain_search(n, m):
    """won[n] by scanning every option of every pile up to n (for tests)."""
    won = [False]
    for pile in range(1, n + 1):
        won.append(any(not won[pile - take] for take in range(1, min(m, pile) + 1)))
    return won[n]


def wins(case):
    return search_table(case.m)[case.n]


def answer(case):
    return ["first" if wins(case) else "second"]


def exhaustive(size=60):
    return [Case(n, m) for m in range(1, size + 1) for n in range(1, size + 1)]


def edge_cases():
    """The bounds, and the lost piles (multiples of m + 1) near them, with
    their neighbours: where n % m, n % (m + 1) and n <= m part ways."""
    found = []
    edges = [1, 2, 3, 999, MAX]
    found += [Case(n, m) for n in edges for m in edges]
    for m in (1, 2, 3, 4, 9, 99, 100, 124, 249, 499, 998, 999):
        top = MAX // (m + 1) * (m + 1)
        found += [Case(n, m) for n in (top - 1, top, top + 1) if 1 <= n <= MAX]
    found += [Case(m + 1, m) for m in (1, 2, 500, 998, 999)]
    found += [Case(m, m) for m in (1, 500, MAX)]
    return found


def random_case(rng, first_wins):
    m = rng.choice([rng.randint(1, 10), rng.randint(1, MAX)])
    if not first_wins:
        if m + 1 > MAX:
            m = rng.randint(1, MAX - 1)
        return Case((m + 1) * rng.randint(1, MAX // (m + 1)), m)
    return games.draw_until(lambda: Case(rng.randint(1, MAX), m), wins, True)


def test_files():
    small = [Case(n, m) for m in range(1, 21) for n in range(1, 21)]
    return [
        ("sample", [Case(23, 2), Case(4, 3)]),
    ] + [("all-small-m%02d-%02d" % (5 * i + 1, 5 * i + 5), chunk)
         for i, chunk in enumerate(cases.chunks(small, MAX_CASES))] + [
        ("bounds", edge_cases()[:MAX_CASES]),
        ("lost-piles-and-neighbours", _lost_and_neighbours()),
    ]


def _lost_and_neighbours():
    """For 33 spread values of m, a lost pile n = k (m + 1) and the piles on
    either side of it: the three answers differ only by where n falls."""
    found = []
    for i in range(33):
        m = 1 + i * 31
        k = max(1, (MAX // (m + 1)) * (i % 3 + 1) // 3)
        n = k * (m + 1)
        found += [Case(x, m) for x in (n - 1, n, n + 1) if 1 <= x <= MAX]
    return found[:MAX_CASES]


def layout_cases():
    return [Case(23, 2), Case(4, 3), Case(MAX, MAX), Case(MAX, 999)]
