"""Oracle for simple-stone-game (HDU 2486 "A simple stone game", the same
as HDU 2580 and POJ 3922): one pile of n stones; the first move takes 1 to
n - 1 stones, and every later move at least one and at most k times what
the opponent took last; whoever takes the last stone wins. The answer is
`lose`, or the smallest first move that wins.

Two methods that share nothing:
  search_first_moves(n, k)  a remembered win/lose search over the real
                            positions (stones left, most the mover may
                            take), every first move tried; used while
                            n <= SEARCH_N and k <= SEARCH_K;
  sequence_first_move(n, k) beyond that, k-multiple dynamic subtraction:
                            the lost pile sizes are a_0 = 1, a_1 = 2, ...,
                            a_{i+1} = b_i + 1, where b_i is the largest
                            pile that sums of a's each more than k times
                            the next smaller one reach with terms up to
                            a_i (b_{i+1} = a_{i+1} + b_t for the largest t
                            with k a_t < a_{i+1}, else a_{i+1}); any other
                            n is such a sum, found greedily from the
                            largest term down, and its smallest term is
                            the smallest winning first move.
Tests compare them for every n up to 120 and k up to 8.
"""

import bisect
import functools
from array import array

from common import casemodel as cases
from oracles import games

MAX_N, MAX_K, MAX_CASES = 10 ** 8, 10 ** 5, 20
SEARCH_N, SEARCH_K = 120, 8
FRAMING = cases.CountFirst(1, MAX_CASES)
CASE_NUMBER = "Case %d: "
Case, read_case, write_case = cases.single_line("Case", [("n", 2, MAX_N), ("k", 1, MAX_K)])
INVALID_INPUTS = [                              # the statement rules these out
    "1\n1 1\n",                                 # n = 1
    "1\n100000001 2\n",                         # n above 10^8
    "1\n10 0\n",                                # k = 0
    "1\n10 100001\n",                           # k above 10^5
    "21\n" + "2 1\n" * 21,                      # more than 20 cases
    "2\n10 2\n",                                # fewer cases than announced
]


# --- The search over real positions ---------------------------------------------------------

def _moves(position):
    """(k, stones left, most the mover may take) after each take x: the
    opponent may take up to k x, or whatever is left."""
    k, left, most = position
    return [(k, left - x, min(k * x, left - x)) for x in range(1, min(most, left) + 1)]


_SEARCH = games.Search(_moves)


def search_first_moves(n, k):
    """The first moves (1 to n - 1 stones) after which the opponent, to
    move, loses; with no stone left the opponent has lost."""
    return [x for x in range(1, n) if not _SEARCH.wins((k, n - x, min(k * x, n - x)))]


# --- The sequences of k-multiple dynamic subtraction ----------------------------------------

@functools.lru_cache(maxsize=64)
def lost_sizes(k):
    """a_0, a_1, ... (see the module's docstring) up to the first past
    MAX_N: 748551 of them for k = 10^5."""
    a, b = array("l", [1]), array("l", [1])
    t = -1                              # the largest t with k a_t below the next term
    while a[-1] <= MAX_N:
        term = b[-1] + 1
        while t + 1 < len(a) and k * a[t + 1] < term:
            t += 1
        a.append(term)
        b.append(term + b[t] if t >= 0 else term)
    return a


def sequence_first_move(n, k):
    """The smallest winning first move, or None if n is lost."""
    a = lost_sizes(k)
    j = bisect.bisect_right(a, n) - 1
    if a[j] == n:
        return None
    while n:
        smallest = a[j]
        n -= smallest
        j = bisect.bisect_right(a, n, 0, j) - 1
    return smallest


def first_move(case):
    n, k = case
    if n <= SEARCH_N and k <= SEARCH_K:
        moves = search_first_moves(n, k)
        return moves[0] if moves else None
    return sequence_first_move(n, k)


def wins(case):
    return first_move(case) is not None


def answer(case):
    """lose, or the smallest winning first move (after "Case i: ")."""
    move = first_move(case)
    return ["lose" if move is None else str(move)]


SAMPLE = [Case(16, 1), Case(11, 1), Case(32, 2), Case(34, 2), Case(19, 3)]


def exhaustive():
    """Every pile from 2 to 41 with k from 1 to 5."""
    return [Case(n, k) for k in range(1, 6) for n in range(2, 42)]


def medium_piles():
    """Piles from 60 to 119, beyond what a search that remembers nothing
    finishes, answered by the search that does."""
    return [Case(n, k) for k in (2, 3, 4, 5) for n in (60, 75, 90, 105, 119)]


def _near_terms(k, low, high, count):
    """Piles at and next to the largest lost sizes between low and high."""
    a = [size for size in lost_sizes(k) if low <= size <= high][-count:]
    return [Case(n, k) for size in a for n in (size - 1, size, size + 1) if 2 <= n <= MAX_N]


def powers_and_fibonacci():
    """k = 1: the lost piles are the powers of two; k = 2: the Fibonacci
    numbers 2, 3, 5, 8, ... (55, not the 57 a copy of the statement shows)."""
    return ([Case(n, 1) for n in (2 ** 26, 2 ** 26 + 1, 2 ** 26 - 1, 3 * 2 ** 24, 2 ** 26 + 2 ** 10, 96)]
            + [Case(n, 2) for n in (55, 56, 57, 34 + 21 + 1, 63245986, 63245987, 39088169 + 1)]
            + [Case(n, 3) for n in (21, 29, 30, 40, 41, 57)])


def largest_k():
    """k = 10^5 near 10^8, where the sequence has 748551 terms: lost piles
    and their neighbours."""
    return _near_terms(MAX_K, 9 * 10 ** 7, MAX_N, 6) + [Case(MAX_N, MAX_K), Case(MAX_N - 1, MAX_K)]


def middle_k():
    """k from 3 to 10^4 at piles near 10^8: the lost pile below the bound
    and its neighbours."""
    return [case for k in (3, 4, 7, 100, 1000, 9999) for case in _near_terms(k, 2, MAX_N, 1)]


def small_piles_large_k():
    """k at least n - 1: the opponent may always take everything left, so
    every pile is lost; and the first piles where that stops."""
    return [Case(n, k) for n, k in ((2, MAX_K), (3, 2), (10, 9), (10, 10), (100, 99), (101, 99), (MAX_N, 1),
                                    (5, 4), (6, 2), (7, 3), (8, 3), (12, 5), (13, 5), (14, 5))]


def edge_cases():
    return SAMPLE + medium_piles() + powers_and_fibonacci() + largest_k() + middle_k() + small_piles_large_k()


# k for random cases: every k up to 12, or one of a few larger ones, whose
# sequences are worked out once each.
LARGE_K = (13, 50, 99, 1000, 12345, 99999, MAX_K)


def random_case(rng, first_wins):
    random = rng.random
    while True:
        k = 1 + int(random() * 12) if random() < 0.6 else LARGE_K[int(random() * len(LARGE_K))]
        high = (40, 1000, 10 ** 6, MAX_N)[int(random() * 4)]
        if first_wins:
            case = Case(2 + int(random() * (high - 1)), k)
        else:
            a = lost_sizes(k)
            top = bisect.bisect_right(a, high)
            case = Case(a[1 + int(random() * (top - 1))], k)       # a_1 = 2 on
        if wins(case) == first_wins:
            return case


def worst_case(rng):
    """k = 10^5 and a pile near 10^8: the sequence up to 10^8 has 748551
    terms, which a solution works out for each case."""
    return Case(rng.randint(MAX_N - 10 ** 6, MAX_N), MAX_K)


def test_files():
    chunks = cases.chunks(exhaustive(), MAX_CASES)
    randoms = games.alternating(random_case, 2486, 3 * MAX_CASES)
    return ([("sample", SAMPLE)] + [("all-small-%d" % (i + 1), chunk) for i, chunk in enumerate(chunks)] + [
        ("medium-piles", medium_piles()),
        ("powers-and-fibonacci", powers_and_fibonacci()),
        ("largest-k", largest_k()),
        ("middle-k", middle_k()),
        ("small-piles-large-k", small_piles_large_k()),
    ] + [("random-%d" % (i + 1), chunk) for i, chunk in enumerate(cases.chunks(randoms, MAX_CASES))])


def layout_cases():
    return SAMPLE + [Case(MAX_N, MAX_K)]
