"""Oracle for stone (HDU 4764): players alternately write integers, the
first from 1 to k, each later one 1 to k above the one before; whoever
first writes a number >= N loses.

A position is the last number written, x (0 before Tang's first move).
From x the mover may write y = x + j, 1 <= j <= k; writing y >= N loses at
once, so the mover wins iff some y < N leaves the opponent lost. Two
methods that share nothing:
  search_wins(n, k)  that rule, as a table over x = N - 1 down to 0 (small N);
  wins(case)         the same recurrence read by distance d = N - 1 - x:
                     lost(d) depends only on the k values below it, so once
                     a window of k values repeats, the sequence repeats;
                     the period and its start are found once for each k by
                     running the recurrence until a window comes back, and
                     any N is answered from them (checked against
                     search_wins in tests/oracles/test_stone.py).
"""

import functools

from common import casemodel as cases
from oracles import games

MAX_N = 10 ** 8
MAX_K = 100
FRAMING = cases.Terminator("0 0")
Case, read_case, write_case = cases.single_line("Case", [("n", 1, MAX_N), ("k", 1, MAX_K)])
INVALID_INPUTS = [                      # the statement rules these out
    "0 3\n0 0\n",                       # N below 1
    "100000001 3\n0 0\n",               # N above 10^8
    "10 101\n0 0\n",                    # k above 100
    "10 0\n0 0\n",                      # k below 1
    "10 2 1\n0 0\n",                    # a third number
]


def search_wins(n, k):
    """Does Tang (to move at x = 0) win? won[x] for x = n - 1 down to 0:
    the mover at x wins iff some x + j < n (1 <= j <= k) is lost for the
    opponent; writing a number >= n is a loss, never a winning move."""
    won = [False] * (n + k + 1)
    for x in range(n - 1, -1, -1):
        won[x] = any(not won[y] for y in range(x + 1, min(x + k, n - 1) + 1))
    return won[0]


@functools.lru_cache(maxsize=None)
def _cycle(k):
    """(values, start, period) of lost-ness by distance d = N - 1 - x:
    lost[d] = no j in 1..min(k, d) with lost[d - j]. values[d] holds
    it for d < start + period, and lost[d] = lost[start + (d - start) %
    period] beyond, since the window of the k values before d decides it."""
    lost = []
    seen = {}
    d = 0
    while True:
        window = tuple(lost[max(0, d - k):d])
        if d >= k:
            if window in seen:
                start = seen[window]
                return lost, start, d - start
            seen[window] = d
        lost.append(not any(lost[d - j] for j in range(1, min(k, d) + 1)))
        d += 1


def wins(case):
    lost, start, period = _cycle(case.k)
    d = case.n - 1
    if d >= len(lost):
        d = start + (d - start) % period
    return not lost[d]


def answer(case):
    return ["Tang" if wins(case) else "Jiang"]


def exhaustive(size=40):
    return [Case(n, k) for k in range(1, size + 1) for n in range(1, size + 1)]


def edge_cases():
    """The bounds, and N at and beside the lost values near 10^8 and near
    the small end, where N, N - 1 and the periods k and k + 1 part ways."""
    found = []
    for n in (1, 2, 3, 100, 101, 102, MAX_N - 1, MAX_N):
        for k in (1, 2, 3, 99, MAX_K):
            found.append(Case(n, k))
    for k in (1, 2, 3, 4, 7, 9, 49, 50, 99, MAX_K):
        top = (MAX_N - 1) // (k + 1) * (k + 1) + 1      # the largest lost N
        found += [Case(n, k) for n in (top - 1, top, top + 1, k + 1, k + 2, k + 3) if 1 <= n <= MAX_N]
    return found


def random_case(rng, first_wins):
    k = rng.choice([rng.randint(1, 10), rng.randint(1, MAX_K)])
    high = rng.choice([50, 1000, MAX_N])
    return games.draw_until(lambda: Case(rng.randint(1, high), k), wins, first_wins)


def _lost_and_neighbours():
    """For every k, a lost N near the top of its range and the N on either
    side: only where N falls decides these."""
    found = []
    for k in range(1, MAX_K + 1):
        n = (MAX_N - 1 - 7 * k) // (k + 1) * (k + 1) + 1
        found += [Case(n - 1, k), Case(n, k), Case(n + 1, k)]
    return found


def test_files():
    small = [Case(n, k) for k in range(1, 21) for n in range(1, 61)]
    return [
        ("sample", [Case(1, 1), Case(30, 3), Case(10, 2)]),
        ("all-small", small),
        ("bounds", edge_cases()),
        ("lost-and-neighbours", _lost_and_neighbours()),
        ("large-n", [Case(MAX_N - i, MAX_K - i % 7) for i in range(60)]),
    ]


def layout_cases():
    return [Case(1, 1), Case(30, 3), Case(10, 2), Case(MAX_N, MAX_K)]
