"""Oracle for empty-and-divide (a problem of our own): two boxes hold a and
b counters; a move empties one box (its counters leave the game) and divides
the other box's counters between the two boxes, at least one in each; the
player who cannot move (both boxes hold one counter) loses.

Two methods that share nothing:
  search_wins(a, b)  P/N search over the pairs of counts from the rules
                     alone, for counts up to SEARCH_LIMIT;
  both_odd(a, b)     the rule the statement proves, exact at every bound:
                     the player to move loses iff a and b are both odd.
answer() uses the search where it reaches and the rule beyond; tests check
them against each other over the whole range the search covers.
"""

import random

from common import casemodel as cases
from oracles import games

MAX = 10 ** 9
MAX_CASES = 10000
SEARCH_LIMIT = 80
FRAMING = cases.CountFirst(1, MAX_CASES)
Case, read_case, write_case = cases.single_line("Case", [("a", 1, MAX), ("b", 1, MAX)])
INVALID_INPUTS = [                              # the statement rules these out
    "1\n0 5\n",                                 # an empty box
    "1\n3 1000000001\n",                        # a count above 10^9
    "1\n3\n",                                   # one count on a case's line
    "2\n3 5\n",                                 # fewer cases than announced
    "10001\n" + "1 1\n" * 10001,                # more than 10000 cases
]


def _moves(boxes):
    """The pairs (c <= d) one move leaves: keep one box, divide its
    counters into c and d, at least one in each."""
    for kept in set(boxes):
        for c in range(1, kept // 2 + 1):
            yield c, kept - c


_SEARCH = games.Search(_moves)


def search_wins(a, b):
    """The player to move wins with a and b counters (a <= b): some move
    leaves a lost pair."""
    return _SEARCH.wins((a, b))


def both_odd(a, b):
    return a % 2 == 1 and b % 2 == 1


def wins(case):
    a, b = sorted(case)
    if b <= SEARCH_LIMIT:
        return search_wins(a, b)
    return not both_odd(a, b)


def answer(case):
    return ["First" if wins(case) else "Second"]


def exhaustive():
    return [Case(a, b) for a in range(1, 61) for b in range(1, 61)]


def _near(value):
    """Counts at and around a value, within the bounds."""
    return [v for v in (value - 2, value - 1, value, value + 1) if 1 <= v <= MAX]


def edge_cases():
    """The bounds and their neighbours in every combination, and counts of
    different sizes paired: where the sum's parity, equality or a walk over
    the splits goes wrong."""
    counts = _near(1) + _near(2) + _near(MAX) + _near(MAX - 1) + [2 ** 29 - 1, 2 ** 29, 999999937]
    return [Case(a, b) for a in counts for b in counts]


def random_case(rng, first_wins):
    """Counts of every size up to 10^9; a loss has both counts odd."""
    def count():
        return rng.randint(1, 10 ** rng.randint(1, 9))

    a, b = count(), count()
    if first_wins:
        if a % 2 == 1 and b % 2 == 1:
            a = a + 1 if a < MAX else a - 1
        return Case(a, b)
    return Case(a | 1 if a < MAX else a - 1, b | 1 if b < MAX else b - 1)


def odd_pairs_near_the_bound():
    """Pairs of large odd counts (lost, every split of either box wins for
    the opponent): a walk over the splits of both boxes goes through all
    10^9 of them for each case."""
    return [Case(MAX - 1 - 2 * i, MAX - 1 - 2 * (i % 7)) for i in range(50)]


def many_cases():
    """The most cases an input may hold, of every size, half of them lost."""
    rng = random.Random(20)
    return [random_case(rng, i % 3 != 0) for i in range(MAX_CASES)]


SAMPLE = [Case(1, 1), Case(2, 1), Case(3, 5), Case(4, 6), Case(7, 10)]


def test_files():
    return [
        ("sample", SAMPLE),
        ("all-small", exhaustive()),
        ("bounds", edge_cases()),
        ("large-odd-pairs", odd_pairs_near_the_bound()),
        ("most-cases", many_cases()),
    ]


def layout_cases():
    return SAMPLE + [Case(MAX, MAX - 1)]
