"""Oracle for box-game (UVa 12293): two boxes hold n balls and 1 ball; a
move empties the box with fewer balls (either one if equal) and moves some
balls of the other box into it, leaving at least one in each; who cannot
move loses; Alice moves first.

Two methods that share nothing:
  search_wins(a, b)  P/N search over the pairs of box contents, for n up to
                     a few hundred;
  bob_wins(n)        exact at every bound: Bob wins iff n + 1 is a power
                     of two, tested in integers.
"""

from common import casemodel as cases
from oracles import games

MAX = 10 ** 9
MAX_CASES = 300
SEARCH_LIMIT = 600
FRAMING = cases.Terminator("0", max_cases=MAX_CASES)
Case, read_case, write_case = cases.single_line("Case", [("n", 2, MAX)])
INVALID_INPUTS = ["1\n0\n", "1000000001\n0\n", "2 2\n0\n", "3\n" * 301 + "0\n"]      # the statement rules these out


def _moves(boxes):
    """The pairs (a <= b) one move leaves from the boxes a <= b: empty the
    box with fewer balls (either one if equal) and share the other's
    between the two, at least one in each."""
    a, b = boxes
    for kept in ([b] if a < b else [b, a]):
        for moved in range(1, kept):
            yield tuple(sorted((moved, kept - moved)))


_SEARCH = games.Search(_moves)


def search_wins(a, b):
    """The player to move wins with a and b balls in the boxes, a <= b."""
    return _SEARCH.wins((a, b))


def bob_wins(n):
    return (n + 1) & n == 0


def wins(case):
    n = case.n
    return search_wins(1, n) if n <= SEARCH_LIMIT else not bob_wins(n)


def answer(case):
    return ["Alice" if wins(case) else "Bob"]


def exhaustive():
    return [Case(n) for n in range(2, SEARCH_LIMIT + 1)]


def edge_cases():
    """Every n = 2^k - 1 in range and its neighbours, and the bounds: where a
    log()-based power-of-two test can go wrong."""
    found = []
    for k in range(2, 31):
        for n in ((1 << k) - 2, (1 << k) - 1, 1 << k):
            if 2 <= n <= MAX:
                found.append(Case(n))
    return found + [Case(MAX), Case(MAX - 1), Case(2), Case(3)]


def random_case(rng, first_wins):
    if not first_wins:
        return Case((1 << rng.randint(2, 29)) - 1)
    return games.draw_until(lambda: Case(rng.randint(2, MAX)), wins, True)


def test_files():
    small = cases.chunks(exhaustive(), MAX_CASES)
    return [
        ("sample", [Case(2), Case(3), Case(4)]),
    ] + [("all-small-%d" % (i + 1), chunk) for i, chunk in enumerate(small)] + [
        ("powers-of-two-and-bounds", edge_cases()),
        ("most-queries", [Case((1 << (2 + i % 28)) - 1 + i % 3) for i in range(MAX_CASES)]),
    ]


def layout_cases():
    return [Case(2), Case(3), Case(4), Case((1 << 29) - 1)]
