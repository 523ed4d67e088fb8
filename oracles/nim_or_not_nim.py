"""Oracle for nim-or-not-nim (HDU 3032 "Nim or not Nim?"): Lasker's Nim.
N heaps; a move either takes any positive number of objects from one heap,
or splits one heap into two non-empty heaps; who cannot move loses. Alice
moves first.

Two methods that share nothing but the rules of one heap (heap_moves), in
a games.HeapSum:
  GAME.search      a remembered win/lose search over whole positions
                   (sorted tuples of heaps); used for every position of at
                   most SEARCH_TOTAL objects in all;
  GAME.position_value(heaps)  beyond that, the Sprague-Grundy theorem: the
                   xor of the heaps' values, each by the mex over its real
                   moves up to TABLE_SIZE, and beyond the table by the
                   closed form lasker_value (n mod 4 = 1, 2: n; 3: n + 1;
                   0: n - 1).
Tests check lasker_value against the mex over the whole table, and the xor
rule against the search over every position of up to SEARCH_TOTAL objects.
"""

from common import casemodel as cases
from oracles import games

MAX_CASES, MAX_HEAPS, MAX_HEAP = 100, 10 ** 6, 2 ** 31 - 1
TABLE_SIZE = 400                # heap values by the mex over the real moves, up to here
SEARCH_TOTAL = 30               # positions of up to this many objects are searched whole
SMALL_TOTAL = 9                 # exhaustive(): every position up to this many (96 of them)
WORST_HEAPS = 5000              # heaps in a worst_case: 100 such cases are about 5.5 MB
FRAMING = cases.CountFirst(1, MAX_CASES)
Case, read_case, write_case = cases.counted_lines("Case", "heaps", ("N", 1, MAX_HEAPS), ("s", 1, MAX_HEAP))
INVALID_INPUTS = [                                  # the statement rules these out
    "1\n0\n\n",                                     # N = 0 (and an empty line of heaps)
    "1\n2\n3 2147483648\n",                         # a heap above 2^31 - 1
    "1\n3\n1 0 2\n",                                # an empty heap
    "1\n3\n1 2\n",                                  # fewer heaps than N
    "1\n1000001\n1\n",                              # N above 10^6
    "2\n1\n1\n",                                    # fewer cases than announced
    "101\n" + "1\n1\n" * 101,                       # more than 100 cases
]


def heap_moves(n):
    """What one move leaves of a heap of n: take 1..n (leaving 0..n - 1),
    or split it into two non-empty heaps a <= n - a."""
    return [(left,) for left in range(n)] + [(a, n - a) for a in range(1, n // 2 + 1)]


def lasker_value(n):
    """g(n) for n >= 1 by the closed form; g(2^31 - 1) = 2^31."""
    return n + 1 if n % 4 == 3 else n - 1 if n % 4 == 0 else n


GAME = games.HeapSum(heap_moves, lasker_value, TABLE_SIZE, SEARCH_TOTAL)


def wins(case):
    return GAME.wins(case.heaps)


def answer(case):
    return ["Alice" if wins(case) else "Bob"]


# --- Cases -----------------------------------------------------------------------------------

SAMPLE = [Case([2, 2, 3]), Case([3, 3])]


def exhaustive():
    """Every position of up to SMALL_TOTAL objects, fewest objects first."""
    return [Case(list(p)) for p in sorted(games.small_positions(SMALL_TOTAL), key=lambda p: (sum(p), len(p), p))]


def table_cases():
    """For each heap of 3 or 0 mod 4 up to 100 (whose value is not the
    heap), a lost case and a case lost in plain Nim but won here."""
    return [Case(heaps) for heaps in GAME.residue_positions([n for n in range(3, 101) if n % 4 in (0, 3)],
                                                            TABLE_SIZE, 3032)]


def bounds():
    """Heaps at 2^31 - 1 (value 2^31, beyond a signed 32-bit int) alone and
    in twos and threes, the largest counts of them this file can hold, and
    every heap of 3 or 0 mod 4 just below the bound in three-heap cases."""
    top = MAX_HEAP
    found = [Case([top]), Case([top, top]), Case([top] * 3), Case([top, 1]), Case([top, top, 1]),
             Case([top, top - 1]), Case([top - 1, top - 2, top - 3]), Case([top, top, top - 3, top - 4]),
             Case([top] * 2000), Case([top] * 1999), Case([top] * 1999 + [3]),
             Case([1]), Case([2]), Case([3]), Case([4]), Case([1, 1]), Case([1, 2, 3]), Case([1, 2, 4])]
    return found + [Case(heaps) for heaps in
                    GAME.residue_positions([n for n in range(top - 64, top) if n % 4 in (0, 3)], top, 231)]


def random_case(rng, first_wins):
    return Case(GAME.random_heaps(rng, first_wins, MAX_HEAP, 7))     # near the top: g(2^31 - 1) = 2^31


def worst_case(rng):
    """A large case: WORST_HEAPS heaps of ten digits, near the bound (the
    statement allows 10^6 heaps a case, but 100 such cases would be a
    gigabyte; 100 of these make a bench input of about 5.5 MB)."""
    return Case([rng.randint(MAX_HEAP // 2, MAX_HEAP) for _ in range(WORST_HEAPS)])


def one_million_heaps():
    """One case of 10^6 heaps, all 1 but the last, 2: the xor of the values
    is 1 xor 2 = 3 (Alice), while any fewer of them xor to 0 or 1. A
    program that stores the heaps in an array shorter than 10^6 fails it."""
    return [Case([1] * (MAX_HEAPS - 1) + [2])]


def edge_cases():
    return SAMPLE + table_cases() + bounds()


def test_files():
    return [
        ("sample", SAMPLE),
        ("all-small", exhaustive()),
        ("residues-in-the-table", table_cases()),
        ("bounds", bounds()),
        ("random-up-to-bounds", games.alternating(random_case, 3032, 100)),
        ("one-million-heaps", one_million_heaps()),
    ]


def layout_cases():
    return SAMPLE + [Case([1, 2, 3]), Case([MAX_HEAP, 7, 8])]
