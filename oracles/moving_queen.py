"""Oracle for moving-queen (POJ 1067 / HDU 1527), Wythoff's game: two
piles a and b; a move takes any number from one pile, or the same number
from both; whoever takes the last stone wins.

Two methods that share nothing:
  search_table(size)  marks P-positions from the move rules alone, for
                      piles below size (used up to 1000);
  is_losing(a, b)     exact at every bound: the P-positions are the Wythoff
                      pairs (a_k, a_k + k) with a_k = floor(k * phi), and
                      floor(k * phi) = (k + isqrt(5 k^2)) // 2 in integers.
"""

import functools
import math

from common import casemodel as cases
from oracles import games

MAX = 10 ** 9
SEARCH_SIZE = 1001
PHI = (1 + math.sqrt(5)) / 2      # only to find where floating point fails
FRAMING = cases.UntilEnd()
Case, read_case, write_case = cases.single_line("Case", [("a", 0, MAX), ("b", 0, MAX)])
INVALID_INPUTS = ["-1 4\n", "4 1000000001\n", "4\n"]      # the statement rules these out


@functools.lru_cache(maxsize=None)
def search_table(size):
    """losing[a][b] for 0 <= a, b < size, from the rules alone.

    (a, b) is an N-position iff a move reaches a P-position: one with the same
    a and smaller b, the same b and smaller a, or on the same diagonal
    (same b - a) closer to the corner. Scanning a and b upwards, a flag per
    row, column and diagonal records whether it already holds a P-position.
    """
    row_has_p = [False] * size
    column_has_p = [False] * size
    diagonal_has_p = {}
    losing = [[False] * size for _ in range(size)]
    for a in range(size):
        for b in range(size):
            if not (row_has_p[a] or column_has_p[b] or diagonal_has_p.get(b - a)):
                losing[a][b] = True
                row_has_p[a] = column_has_p[b] = diagonal_has_p[b - a] = True
    return losing


def lower_wythoff(k):
    """a_k = floor(k * phi), exactly."""
    return (k + math.isqrt(5 * k * k)) // 2


def is_losing(a, b):
    a, b = min(a, b), max(a, b)
    return lower_wythoff(b - a) == a


def wins(case):
    a, b = case
    if a < SEARCH_SIZE and b < SEARCH_SIZE:
        return not search_table(SEARCH_SIZE)[a][b]
    return not is_losing(a, b)


def answer(case):
    return ["1" if wins(case) else "0"]


def exhaustive(size=100):
    return [Case(a, b) for a in range(size) for b in range(size)]


def float_failures():
    """The k with a Wythoff pair inside the bounds where the double-precision
    floor(k * phi) is wrong.

    Below the bound the double's error in k * phi is under 1e-7, so only k
    with k * phi within 1e-7 of an integer can fail. k * phi misses an
    integer by about phi^-i, where F_i is the smallest Fibonacci number in
    k's Zeckendorf representation, so those k are sums of non-adjacent
    Fibonacci numbers that are all large (>= 10^5 leaves a wide margin).
    """
    fib = [1, 2]
    while fib[-1] < MAX:
        fib.append(fib[-1] + fib[-2])
    terms = [f for f in fib if f >= 10 ** 5]

    def zeckendorf_sums(i):
        if i >= len(terms):
            return [0]
        return zeckendorf_sums(i + 1) + [terms[i] + s for s in zeckendorf_sums(i + 2)]

    return sorted(k for k in zeckendorf_sums(0)
                  if k and lower_wythoff(k) + k <= MAX and math.floor(k * PHI) != lower_wythoff(k))


def _pair(k):
    a = lower_wythoff(k)
    return a, a + k


def golden_edge_cases():
    """P-positions where floating point fails, their neighbours, both orders."""
    found = []
    for k in float_failures():
        a, b = _pair(k)
        found += [Case(a, b), Case(b, a), Case(a + 1, b + 1), Case(a - 1, b - 1), Case(a, b + 1),
                  Case(a + 1, b)]
    return found


@functools.lru_cache(maxsize=None)
def largest_k():
    """The largest k whose Wythoff pair fits inside the bounds."""
    k = 1
    while _pair(2 * k)[1] <= MAX:
        k *= 2
    step = k
    while step > 1:
        step //= 2
        if _pair(k + step)[1] <= MAX:
            k += step
    return k


def bound_cases():
    """The corners of the range and the last Wythoff pairs below the bound.
    Not (0, 0), the board with no move: POJ-accepted runs answer 1 there,
    so the judges' data lacks it (02-all-small, beyond it, holds it)."""
    found = [Case(0, 1), Case(1, 0), Case(0, MAX), Case(MAX, 0), Case(MAX, MAX),
             Case(MAX - 1, MAX), Case(1, MAX)]
    for k in range(largest_k() - 20, largest_k() + 1):
        a, b = _pair(k)
        found += [Case(a, b), Case(b, a), Case(a, b - 1), Case(a + 1, b)]
    return found


def edge_cases():
    return bound_cases() + golden_edge_cases()


def random_case(rng, first_wins):
    random = rng.random         # cheaper than rng.randint
    if first_wins:
        return games.draw_until(lambda: Case(int(random() * (MAX + 1)), int(random() * (MAX + 1))), wins, True)
    a, b = _pair(int(random() * (largest_k() + 1)))
    return Case(a, b) if random() < 0.5 else Case(b, a)


def test_files():
    return [
        ("sample", [Case(2, 1), Case(8, 4), Case(4, 7)]),
        ("all-small", exhaustive()),
        ("bounds-and-pairs-near-bound", bound_cases()),
        ("golden-edge", golden_edge_cases()),
    ]


def layout_cases():
    return [Case(2, 1), Case(8, 4), Case(4, 7), Case(3, 5)]
