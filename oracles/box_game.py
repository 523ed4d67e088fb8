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

import functools

from oracles import common

MAX = 10 ** 9
MAX_QUERIES = 300
SEARCH_LIMIT = 600
TERMINATOR = (0,)
RANGES = [("n", 2, MAX)]


read_queries, write_input = common.query_io(RANGES, TERMINATOR, MAX_QUERIES)


@functools.lru_cache(maxsize=None)
def search_wins(a, b):
    """The player to move wins with a and b balls in the boxes, a <= b."""
    emptied = [a] if a < b else [a, b]
    for small in emptied:
        kept = a + b - small
        for moved in range(1, kept):
            if not search_wins(*sorted((moved, kept - moved))):
                return True
    return False


@functools.lru_cache(maxsize=None)
def _searched():
    """search_wins(1, n) for n up to SEARCH_LIMIT, smallest first, so that the
    recursion only ever goes one level below positions already known."""
    return [None, None] + [search_wins(1, n) for n in range(2, SEARCH_LIMIT + 1)]


def bob_wins(n):
    return (n + 1) & n == 0


def wins(values):
    n = values[0]
    return _searched()[n] if n <= SEARCH_LIMIT else not bob_wins(n)


def answer(values):
    return "Alice" if wins(values) else "Bob"


def exhaustive():
    return [(n,) for n in range(2, SEARCH_LIMIT + 1)]


def edge_queries():
    """Every n = 2^k - 1 in range and its neighbours, and the bounds: where a
    log()-based power-of-two test can go wrong."""
    queries = []
    for k in range(2, 31):
        for n in ((1 << k) - 2, (1 << k) - 1, 1 << k):
            if 2 <= n <= MAX:
                queries.append((n,))
    return queries + [(MAX,), (MAX - 1,), (2,), (3,)]


def random_query(rng, first_wins):
    if not first_wins:
        return ((1 << rng.randint(2, 29)) - 1,)
    return common.draw_until(lambda: (rng.randint(2, MAX),), wins, True)


def cases():
    small = common.chunks(exhaustive(), MAX_QUERIES)
    return [
        ("sample", write_input([(2,), (3,), (4,)])),
    ] + [("all-small-%d" % (i + 1), write_input(chunk)) for i, chunk in enumerate(small)] + [
        ("powers-of-two-and-bounds", write_input(edge_queries())),
        ("most-queries", write_input([((1 << (2 + i % 28)) - 1 + i % 3,) for i in range(MAX_QUERIES)])),
    ] + common.format_cases([(2,), (3,), (4,), ((1 << 29) - 1,)], TERMINATOR)
