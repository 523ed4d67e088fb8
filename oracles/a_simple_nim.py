"""Oracle for a-simple-nim (HDU 5795 "A Simple Nim"): n heaps of candies; a
move either takes any positive number of candies from one heap, or splits
one heap into three non-empty heaps; who cannot move loses.

Two methods that share nothing but the rules of one heap (heap_moves), in
a games.HeapSum:
  GAME.search      a remembered win/lose search over whole positions
                   (sorted tuples of heaps); used for every position of at
                   most SEARCH_TOTAL candies in all;
  GAME.position_value(heaps)  beyond that, the Sprague-Grundy theorem: the
                   xor of the heaps' values, each by the mex over its real
                   moves up to TABLE_SIZE, and beyond the table by the
                   closed form three_split_value (n, but 8k + 7 and 8k + 8
                   swap).
Tests check three_split_value against the mex over the whole table, and the
xor rule against the search over every position of up to SEARCH_TOTAL
candies.
"""

from common import casemodel as cases
from oracles import games

MAX_CASES, MAX_HEAPS, MAX_HEAP = 100, 10 ** 6, 10 ** 9
TABLE_SIZE = 400                # heap values by the mex over the real moves, up to here
SEARCH_TOTAL = 30               # positions of up to this many candies are searched whole
SMALL_TOTAL = 9                 # exhaustive(): every position up to this many (96 of them)
WORST_HEAPS = 5000              # heaps in a worst_case: 100 such cases are about 5 MB
FIRST, SECOND = "First player wins.", "Second player wins."
FRAMING = cases.CountFirst(1, MAX_CASES)
Case, read_case, write_case = cases.counted_lines("Case", "heaps", ("n", 1, MAX_HEAPS), ("s", 1, MAX_HEAP))
INVALID_INPUTS = [                                  # the statement rules these out
    "1\n0\n\n",                                     # n = 0 (and an empty line of heaps)
    "1\n2\n3 1000000001\n",                         # a heap above 10^9
    "1\n3\n1 0 2\n",                                # an empty heap
    "1\n2\n1 2 3\n",                                # more heaps than n
    "1\n1000001\n1\n",                              # n above 10^6
    "2\n1\n1\n",                                    # fewer cases than announced
    "101\n" + "1\n1\n" * 101,                       # more than 100 cases
]


# --- The rules, and the values of one heap -------------------------------------------------

def heap_moves(n):
    """What one move leaves of a heap of n: take 1..n (leaving 0..n - 1),
    or split it into three non-empty heaps a <= b <= n - a - b."""
    return [(left,) for left in range(n)] + [(a, b, n - a - b) for a in range(1, n // 3 + 1)
                                             for b in range(a, (n - a) // 2 + 1)]


def three_split_value(n):
    """g(n) for n >= 1 by the closed form: n, but g(8k + 7) = 8k + 8 and
    g(8k + 8) = 8k + 7."""
    return n + 1 if n % 8 == 7 else n - 1 if n % 8 == 0 else n


GAME = games.HeapSum(heap_moves, three_split_value, TABLE_SIZE, SEARCH_TOTAL)


def wins(case):
    return GAME.wins(case.heaps)


def answer(case):
    return [FIRST if wins(case) else SECOND]


# --- Cases -----------------------------------------------------------------------------------

SAMPLE = [Case([4, 4]), Case([1, 2, 4])]


def exhaustive():
    """Every position of up to SMALL_TOTAL candies, fewest candies first."""
    return [Case(list(p)) for p in sorted(games.small_positions(SMALL_TOTAL), key=lambda p: (sum(p), len(p), p))]


def table_cases():
    """For each heap of 7 or 0 mod 8 up to 200 (whose value is not the
    heap), a lost case and a case lost in plain Nim but won here."""
    return [Case(heaps) for heaps in GAME.residue_positions([n for n in range(7, 201) if n % 8 in (0, 7)],
                                                            TABLE_SIZE, 5795)]


def bounds():
    """Heaps at and near 10^9 (which is 0 mod 8: value 10^9 - 1), the
    largest counts of them this file can hold, small heaps, and every heap
    of 7 or 0 mod 8 just below the bound in three-heap cases."""
    top = MAX_HEAP
    found = [Case([top]), Case([top, top]), Case([top, top - 1]), Case([top, top - 1, 1]),
             Case([top - 1, top - 8, top - 9]), Case([top] * 2000), Case([top] * 1999 + [top - 1]),
             Case([1]), Case([2]), Case([3]), Case([7]), Case([8]), Case([1, 2, 3]), Case([7, 8]),
             Case([7, 8, 15]), Case([7, 7]), Case([8, 8])]
    return found + [Case(heaps) for heaps in
                    GAME.residue_positions([n for n in range(top - 128, top + 1) if n % 8 in (0, 7)], top, 109)]


def random_case(rng, first_wins):
    return Case(GAME.random_heaps(rng, first_wins, MAX_HEAP, 16))


def worst_case(rng):
    """WORST_HEAPS heaps of nine digits near the bound (see nim-or-not-nim)."""
    return Case([rng.randint(MAX_HEAP // 2, MAX_HEAP) for _ in range(WORST_HEAPS)])


def one_million_heaps():
    """One case of 10^6 heaps, all 1 but the last, 2 (see nim-or-not-nim):
    only all of them xor to 3."""
    return [Case([1] * (MAX_HEAPS - 1) + [2])]


def edge_cases():
    return SAMPLE + table_cases() + bounds()


def past_100001_heaps():
    """A case of 150,000 heaps (all 1 but the last, 2: they xor to 3), then
    99 small cases: a program that keeps a case's heaps in an array of
    100,001 writes past it, and what it overwrote shows in the cases after
    (a million heaps, in one case alone, may crash it or may not)."""
    return [Case([1] * 149999 + [2])] + games.alternating(random_case, 100001, 99)


def test_files():
    return [
        ("sample", SAMPLE),
        ("all-small", exhaustive()),
        ("residues-in-the-table", table_cases()),
        ("bounds", bounds()),
        ("random-up-to-bounds", games.alternating(random_case, 5795, 100)),
        ("one-million-heaps", one_million_heaps()),
        ("past-100001-heaps", past_100001_heaps()),
    ]


def layout_cases():
    return SAMPLE + [Case([7, 8, 15]), Case([MAX_HEAP, 3])]
