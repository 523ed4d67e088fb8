"""Oracle for meet-bash (HDU 2897): a heap of n coins; a move takes p to q
coins, or all of them when fewer than p are left; whoever takes the last
coin loses.

A position is the number of coins left. The empty heap is won for the
player to move (the opponent took the last coin). From c >= 1 coins the
moves take t with p <= t <= min(q, c), or t = c when c < p. Two methods
that share nothing:
  search_table(size, p, q)  that rule as a table over c = 0..size, every
                            move scanned (small heaps, and the tests);
  wins(case)                the same recurrence run until a window of the
                            q values before c comes back (they decide the
                            value at c, so the table repeats from there),
                            once for each (p, q), and any n read off that
                            cycle (checked against search_table in
                            tests/oracles/test_meet_bash.py).
"""

import functools

from common import casemodel as cases
from oracles import games

MAX_N = 65535
MAX_Q = 99
FRAMING = cases.UntilEnd()
Case, read_case, write_case = cases.single_line("Case", [("n", 1, MAX_N), ("p", 1, MAX_Q), ("q", 1, MAX_Q)])
INVALID_INPUTS = [                      # the statement rules these out
    "0 2 4\n",                          # n below 1
    "65536 2 4\n",                      # n above 65535
    "7 2 100\n",                        # q above 99
    "7 0 4\n",                          # p below 1
    "7 2\n",                            # a number missing
]


def _moves(c, p, q):
    """How many coins each move from c coins (c >= 1) leaves."""
    if c < p:
        return [0]
    return [c - t for t in range(p, min(q, c) + 1)]


def search_table(size, p, q):
    """won[c] for c = 0..size: won[0] is True (the opponent took the last
    coin); won[c] is True iff some move leaves a heap lost for the
    opponent."""
    won = [True]
    for c in range(1, size + 1):
        won.append(any(not won[left] for left in _moves(c, p, q)))
    return won


@functools.lru_cache(maxsize=None)
def _cycle(p, q):
    """(won, start, period): won[c] for c below start + period, and
    won[c] = won[start + (c - start) % period] beyond. The value at c is
    decided by won[c - q .. c - 1] once c > q (the move to 0 is then out
    of reach), so a window seen before starts a repetition."""
    won = [True]
    seen = {}
    c = 1
    while True:
        if c > q + 1:
            window = tuple(won[c - q:c])
            if window in seen:
                start = seen[window]
                return won, start, c - start
            seen[window] = c
        won.append(any(not won[left] for left in _moves(c, p, q)))
        c += 1


def wins(case):
    won, start, period = _cycle(case.p, case.q)
    c = case.n
    if c >= len(won):
        c = start + (c - start) % period
    return won[c]


def answer(case):
    return ["WIN" if wins(case) else "LOST"]


def exhaustive(size=12):
    return [Case(n, p, q) for q in range(1, size + 1) for p in range(1, q + 1) for n in range(1, 4 * size + 1)]


def _valid(n, p, q):
    return 1 <= n <= MAX_N and 1 <= p <= q <= MAX_Q


def edge_cases():
    """The bounds, p = q, and n on either side of the lost residues 1 and
    p and of the won residue 0, where r = 0, r <= p and r < p part ways."""
    found = []
    for p, q in [(1, 1), (1, 2), (2, 2), (1, 99), (98, 99), (99, 99), (2, 4), (3, 7), (50, 60), (10, 99)]:
        period = p + q
        for base in (0, period, 7 * period, (MAX_N // period - 1) * period):
            for r in (0, 1, 2, p - 1, p, p + 1, q, period - 1):
                n = base + r
                if _valid(n, p, q):
                    found.append(Case(n, p, q))
        found.append(Case(MAX_N, p, q))
    found += [Case(n, 1, 1) for n in (1, 2, 3, 4, MAX_N - 1, MAX_N)]
    found += [Case(n, 99, 99) for n in (1, 98, 99, 100, 197, 198, 199)]
    return list(dict.fromkeys(found))


def random_case(rng, first_wins):
    q = rng.choice([rng.randint(1, 10), rng.randint(1, MAX_Q)])
    p = rng.randint(1, q)
    high = rng.choice([3 * (p + q), MAX_N])
    return games.draw_until(lambda: Case(rng.randint(1, high), p, q), wins, first_wins)


def _residues_near_the_top():
    """For spread pairs (p, q), every residue of n modulo p + q in the last
    whole period below 65536."""
    found = []
    for q in range(1, MAX_Q + 1, 7):
        for p in sorted({1, (q + 1) // 2, q}):
            period = p + q
            base = (MAX_N // period - 1) * period
            found += [Case(base + r, p, q) for r in range(period)]
    return found


def test_files():
    small = [Case(n, p, q) for q in range(1, 11) for p in range(1, q + 1) for n in range(1, 41)]
    return [
        ("sample", [Case(7, 2, 4), Case(6, 2, 4)]),
        ("all-small", small),
        ("bounds", edge_cases()),
        ("residues-near-the-top", _residues_near_the_top()),
    ]


def layout_cases():
    return [Case(7, 2, 4), Case(6, 2, 4), Case(MAX_N, 99, 99), Case(1, 1, 1)]
