"""Oracle for fibonacci-nim (HDU 2516): one pile of n stones; the first
move takes any number from 1 to n - 1; every later move takes from 1 to
twice the number the opponent just took; whoever takes the last stone wins.

Two methods that share nothing:
  search_first_wins(n)  a search over the game's states (stones left, the
                        most the player to move may take), for n up to
                        SEARCH_LIMIT;
  is_fibonacci(n)       exact for every n: the first player loses iff n is
                        a Fibonacci number (Zeckendorf), tested in Python
                        integers; used beyond the searched range.
For the data, double_square_errors() lists the n where the usual
floating-point test (a perfect square among 5n^2 +- 4, in double) is
wrong; it decides nothing.
"""

import functools
import math

from common import casemodel as cases
from oracles import games

MAX = 2 ** 31 - 1
SEARCH_LIMIT = 600
FRAMING = cases.Terminator("0")
Case, read_case, write_case = cases.single_line("Case", [("n", 2, MAX)])
INVALID_INPUTS = [
    "1\n0\n",                     # n below 2 (one stone: no first move)
    "2147483648\n0\n",            # n = 2^31
    "5 8\n0\n",                   # two numbers on a line
]


@functools.lru_cache(maxsize=None)
def _mover_wins_table(limit):
    """win[r][m]: with r stones left and at most m allowed this turn (m <= r),
    the player to move wins. win[r][m] = win[r][m - 1] or (taking exactly m
    wins: m == r, or the opponent, left r - m stones and a limit of 2m,
    loses)."""
    win = [[False] * (r + 1) for r in range(limit + 1)]
    for r in range(1, limit + 1):
        row = win[r]
        for m in range(1, r + 1):
            rest = r - m
            row[m] = row[m - 1] or m == r or not win[rest][min(2 * m, rest)]
    return win


def search_first_wins(n):
    """The first move may take 1 to n - 1 (never all): the player to move
    with n stones and a limit of n - 1."""
    return _mover_wins_table(max(n, SEARCH_LIMIT))[n][n - 1]


def fibonacci_numbers(limit=MAX):
    """1, 2, 3, 5, 8, ... up to limit."""
    found = [1, 2]
    while found[-1] + found[-2] <= limit:
        found.append(found[-1] + found[-2])
    return found


@functools.lru_cache(maxsize=None)
def _fibonacci_set():
    return frozenset(fibonacci_numbers())


def is_fibonacci(n):
    return n in _fibonacci_set()


def wins(case):
    if case.n <= SEARCH_LIMIT:
        return search_first_wins(case.n)
    return not is_fibonacci(case.n)


def answer(case):
    return ["First win" if wins(case) else "Second win"]


def exhaustive(size=1000):
    return [Case(n) for n in range(2, size + 1)]


def overflow_values():
    """What a table of Fibonacci numbers in wrapping 32-bit signed ints
    holds past 1836311903: the terms from 2971215073 on, reduced mod 2^32
    into -2^31..2^31 - 1; those in 2..2^31 - 1 (they are not Fibonacci
    numbers) for about 50 terms past the last true one."""
    found, a, b = [], 1134903170, 1836311903
    for _ in range(60):
        a, b = b, (a + b) % 2 ** 32
        signed = b - 2 ** 32 if b >= 2 ** 31 else b
        if 2 <= signed <= MAX and not is_fibonacci(signed):
            found.append(signed)
    return found


def double_square_test(n):
    """What the contestants' test "n is a Fibonacci number iff 5n^2 + 4 or
    5n^2 - 4 is a perfect square" says when it is done in IEEE double as C
    does it: x = 5 * d * d +- 4 with d = (double)n (each operation rounded),
    r = floor(sqrt(x) + 0.5), square iff r * r == x. Python's float is that
    double and math.sqrt is correctly rounded, as C's sqrt is."""
    d = float(n)

    def is_square(x):
        r = float(math.floor(math.sqrt(x) + 0.5))
        return r * r == x

    return is_square(5 * d * d + 4) or is_square(5 * d * d - 4)


def _near_squares(bound):
    """Every n in 1..MAX for which some integer r has |r^2 - 5n^2| <= bound.
    Such (r, n) solve r^2 - 5n^2 = D for one |D| <= bound, and every
    solution of that equation is a solution with |n| <= sqrt(|D|) times a
    power of the unit 9 + 4 sqrt(5) (r + n sqrt(5) -> (9r + 20n) + (4r + 9n)
    sqrt(5), which keeps D): start from all small ones, of either sign."""
    small = int(math.isqrt(bound)) + 2
    found = set()
    for n in range(-small, small + 1):
        low, high = max(0, 5 * n * n - bound), 5 * n * n + bound
        for r in range(math.isqrt(low), math.isqrt(high) + 1):
            if (r, n) == (0, 0) or abs(r * r - 5 * n * n) > bound:
                continue
            for x, y in ((r, n), (-r, n)):
                while abs(y) <= 20 * MAX:      # |y| grows by about 17.9 times a step
                    if 1 <= abs(y) <= MAX:
                        found.add(abs(y))
                    x, y = 9 * x + 20 * y, 4 * x + 9 * y
    return found


@functools.lru_cache(maxsize=None)
def double_square_errors():
    """The n in 2..MAX where double_square_test is wrong, in increasing
    order: for n >= 2 it says "square" only if r * r, rounded, equals x,
    and x is 5n^2 +- 4 rounded twice, so |r^2 - 5n^2| <= 4 + 1.5 ulp with
    an ulp of at most 2^12 below 5 * 2^62; every such n is a near square.
    A Fibonacci number n has 5n^2 +- 4 = r^2 exactly, so it is checked too.
    (All these n lie above 4.2 * 10^7, where 5n^2 passes 2^53.)"""
    candidates = _near_squares(8192) | set(fibonacci_numbers())
    return [n for n in sorted(candidates) if n >= 2 and double_square_test(n) != is_fibonacci(n)]


def fibonacci_cases():
    """Every Fibonacci number from 2 up to the bound, and its neighbours."""
    found = []
    for f in fibonacci_numbers():
        found += [Case(n) for n in (f - 1, f, f + 1) if 2 <= n <= MAX]
    return list(dict.fromkeys(found))


def bound_cases():
    return [Case(n) for n in (2, 3, 4, 10 ** 9, 10 ** 9 + 1, MAX - 1, MAX, 2 ** 30, 2 ** 30 + 1,
                              1836311902, 1836311903, 1836311904, 1134903170)]


def edge_cases():
    return (bound_cases() + fibonacci_cases() + [Case(n) for n in overflow_values()] +
            [Case(n) for n in double_square_errors()])


def random_case(rng, first_wins):
    """A Fibonacci number from 2 up, or n up to 1000 or up to the bound
    (as often) until it wins; drawn with rng.random(), the cheapest call."""
    random = rng.random
    if not first_wins:
        fibonacci = _fibonacci_tuple()
        return Case(fibonacci[1 + int(random() * (len(fibonacci) - 1))])
    return games.draw_until(lambda: Case(2 + int(random() * (999 if random() < 0.5 else MAX - 1))), wins, True)


@functools.lru_cache(maxsize=None)
def _fibonacci_tuple():
    return tuple(fibonacci_numbers())


def test_files():
    return [
        ("sample", [Case(2), Case(13), Case(10000)]),
        ("all-small", exhaustive()),
        ("fibonacci-numbers-and-neighbours", fibonacci_cases()),
        ("bounds", bound_cases()),
        ("wrapped-32-bit-terms", [Case(n) for n in overflow_values()]),
        ("double-square-test-errors", [Case(n) for n in double_square_errors()]),
    ]


def layout_cases():
    return [Case(2), Case(13), Case(10000), Case(MAX)]
