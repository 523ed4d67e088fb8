"""Oracle for paint-chain (HDU 3980 "Paint Chain"): a circle of N beads;
a move paints M consecutive unpainted beads; who cannot move loses.
aekdycoin moves first.

Two methods:
  circle_wins(n, m)   a remembered win/lose search over the painted sets of
                      the whole circle (bit masks, every move from the
                      rules); used for circles of up to SEARCH_BEADS beads;
  line_wins(n, m)     beyond that: the first move turns the circle into a
                      line of N - M unpainted beads, and a line of L is
                      worth g(L), the mex over its moves, each of which
                      leaves two lines (games.heap_values); the first player
                      wins iff N >= M and g(N - M) = 0.
Tests check line_wins against circle_wins on every circle of up to
SEARCH_BEADS beads and every M.
"""

import functools

from common import casemodel as cases
from oracles import games

MAX_N = 1000
SEARCH_BEADS = 14
MAX_CASES = 1000                # cases in one file of ours (the statement gives no bound on T)
CASE_NUMBER = "Case #%d: "
STRESS_BATCH = 200              # a new M costs the oracle a table (some 0.1 s): inputs stay small
FRAMING = cases.CountFirst(1, 10 ** 6)
Case, read_case, write_case = cases.single_line("Case", [("n", 1, MAX_N), ("m", 1, MAX_N)])
INVALID_INPUTS = [
    "1\n0 1\n",                     # N = 0
    "1\n3 1001\n",                  # M above 1000
    "2\n3 1\n",                     # fewer cases than T
    "1\n3\n",                       # M missing
]


def _circle_moves(n, m):
    full = (1 << n) - 1
    arcs = []
    for start in range(n):
        arc = 0
        for k in range(m):
            arc |= 1 << ((start + k) % n)
        arcs.append(arc)

    def moves(painted):
        return [painted | arc for arc in arcs if not painted & arc and painted | arc <= full]
    return moves


@functools.lru_cache(maxsize=None)
def _circle_search(n, m):
    return games.Search(_circle_moves(n, m))


def circle_wins(n, m):
    """Does the first player win on a circle of n unpainted beads? (m <= n
    for a move to exist; an arc of m = n beads is the whole circle.)"""
    if m > n:
        return False
    return _circle_search(n, m).wins(0)


@functools.lru_cache(maxsize=None)
def line_values(m):
    """g(0..MAX_N - m) of a line of unpainted beads: a move paints m beads
    starting a beads from one end, leaving lines of a and L - m - a."""
    def moves(length):
        return [(a, length - m - a) for a in range(length - m + 1)]
    return games.heap_values(max(MAX_N - m, 0), moves)


def line_wins(n, m):
    return n >= m and line_values(m)[n - m] == 0


def wins(case):
    if case.n <= SEARCH_BEADS:
        return circle_wins(case.n, case.m)
    return line_wins(case.n, case.m)


def answer(case):
    return ["aekdycoin" if wins(case) else "abcdxyzk"]


# --- Cases -----------------------------------------------------------------------------------

SAMPLE = [Case(3, 1), Case(4, 2)]


def exhaustive():
    """Every circle of up to SEARCH_BEADS beads with every M up to N + 1."""
    return [Case(n, m) for n in range(1, SEARCH_BEADS + 1) for m in range(1, n + 2)]


def line_traps():
    """For M = 1 to 5 every N up to 120: a first move on the circle, then
    a line whose values a program that plays the circle as a line (g(N))
    or forgets the N < M case gets wrong, among the rest."""
    return [Case(n, m) for m in range(1, 6) for n in range(1, 121)]


def short_circles():
    """N < M, N = M and N = M + 1 for M up to 1000."""
    found = []
    for m in (1, 2, 3, 7, 50, 333, 999, 1000):
        found += [Case(n, m) for n in (m - 1, m, m + 1, 2 * m, 2 * m + 1) if 1 <= n <= MAX_N]
    return found


def bounds():
    """N = 1000 with every M from 1 to 100 and every ninth beyond (each M
    a table of its own)."""
    return [Case(MAX_N, m) for m in list(range(1, 101)) + list(range(105, MAX_N + 1, 9)) + [MAX_N]]


def random_case(rng, first_wins):
    while True:
        kind = rng.random()
        if kind < 0.4:
            n = rng.randint(1, SEARCH_BEADS)
            m = rng.randint(1, n + 1)
        else:
            m = rng.choice([1, 2, 3, 4, 5, 6, rng.randint(1, 20), rng.randint(1, 20), rng.randint(1, MAX_N)])
            n = rng.randint(1, MAX_N) if rng.random() < 0.5 else rng.randint(m, min(MAX_N, 6 * m))
        case = Case(n, m)
        if wins(case) == first_wins:
            return case


def edge_cases():
    return SAMPLE + short_circles() + line_traps()[:100]


def test_files():
    return [
        ("sample", SAMPLE),
        ("all-small", exhaustive()),
        ("line-traps", line_traps()),
        ("short-circles", short_circles()),
        ("many-m-at-1000", bounds()),
        ("random", games.alternating(random_case, 3980, 1000)),
    ]


def layout_cases():
    return SAMPLE + [Case(1000, 7), Case(5, 6)]


def worst_case(rng):
    """A circle of 1000 beads with a random M: an input of many of them
    asks for most tables, up to about 1.7 * 10^8 steps in all."""
    return Case(MAX_N, rng.randint(1, MAX_N // 2))
