"""Oracle for remove-then-split (HDU 5011 "Game"): heaps of beads; a move
removes at least one bead from one heap, and then may split what is left of
that heap into two non-empty heaps; whoever takes the last bead wins.

Two methods that share nothing but the rules of one heap (heap_moves), in
a games.HeapSum:
  GAME.search      a remembered win/lose search over whole positions
                   (sorted tuples of heaps); used for every position of at
                   most SEARCH_TOTAL beads in all;
  GAME.position_value(heaps)  beyond that, the Sprague-Grundy theorem: the
                   xor of the heaps' values, each by the mex over its real
                   moves up to TABLE_SIZE, and beyond the table the closed
                   form g(n) = n.
Tests check g(n) = n against the mex over the whole table, and the xor rule
against the search over every position of up to SEARCH_TOTAL beads.
"""

import random

from common import casemodel as cases
from oracles import games

MAX_HEAPS, MAX_HEAP = 10 ** 5 - 1, 2 ** 31 - 1      # n < 10^5, a_i < 2^31
TABLE_SIZE = 300                # heap values by the mex over the real moves, up to here
SEARCH_TOTAL = 26               # positions of up to this many beads are searched whole
SMALL_TOTAL = 9                 # exhaustive(): every position up to this many (96 of them)
WORST_HEAPS = 20000             # heaps in a worst_case: ten digits each
STRESS_BATCH = 500             # random cases hold up to 2000 heaps of up to ten digits
FRAMING = cases.UntilEnd()
Case, read_case, write_case = cases.counted_lines("Case", "heaps", ("n", 1, MAX_HEAPS), ("a", 1, MAX_HEAP))
INVALID_INPUTS = [                                  # the statement rules these out
    "0\n",                                          # n = 0
    "2\n3 2147483648\n",                            # a heap of 2^31
    "3\n1 0 2\n",                                   # an empty heap
    "3\n1 2\n",                                     # fewer heaps than n
    "100000\n1\n",                                  # n = 10^5
    "2\n1 2 3\n",                                   # more heaps than n
]


def heap_moves(n):
    """What one move leaves of a heap of n: remove 1..n beads, leaving
    m = 0..n - 1, then either keep the m as one heap or split them into
    two non-empty heaps a <= m - a."""
    found = []
    for m in range(n):
        found.append((m,))
        found += [(a, m - a) for a in range(1, m // 2 + 1)]
    return found


def identity_value(n):
    """g(n) by the closed form the analysis proves: n itself."""
    return n


def lasker_value(n):
    """The value a heap has in Lasker's Nim (take, or split without taking),
    which this game is not: used only to build the cases that tell them
    apart."""
    return n + 1 if n % 4 == 3 else n - 1 if n % 4 == 0 and n else n


GAME = games.HeapSum(heap_moves, identity_value, TABLE_SIZE, SEARCH_TOTAL)


def wins(case):
    return GAME.wins(case.heaps)


def answer(case):
    return ["Win" if wins(case) else "Lose"]


# --- Cases -----------------------------------------------------------------------------------

SAMPLE = [Case([1]), Case([1, 1]), Case([1, 2, 3])]


def exhaustive():
    """Every position of up to SMALL_TOTAL beads, fewest beads first."""
    return [Case(list(p)) for p in sorted(games.small_positions(SMALL_TOTAL), key=lambda p: (sum(p), len(p), p))]


def split_traps(high, count, seed):
    """Pairs of three-heap cases around heaps n of 3 or 0 mod 4 (up to
    high): p q n with p xor q = n (lost here, won under the values of
    Lasker's Nim) and p q n with p xor q = lasker_value(n) (won here, lost
    there); p and q are 1 or 2 mod 4, so both readings value them alike."""
    rng = random.Random(seed)
    found = []
    while len(found) < 2 * count:
        n = rng.randint(3, high)
        if n % 4 not in (0, 3):
            continue
        for target in (n, lasker_value(n)):
            while True:
                p = rng.randint(1, high)
                q = p ^ target
                if 1 <= q <= high and p % 4 in (1, 2) and q % 4 in (1, 2):
                    break
            three = [p, q, n]
            rng.shuffle(three)
            found.append(Case(three))
    return found


def bounds():
    """Heaps at and near 2^31 - 1, alone and together; the smallest cases."""
    top = MAX_HEAP
    return [Case([top]), Case([top, top]), Case([top] * 3), Case([top, 1]), Case([top, top - 1]),
            Case([top, top - 1, 1]), Case([top - 1, top - 2, top - 3, top - 4]), Case([2 ** 30, 2 ** 30 - 1]),
            Case([2 ** 30, 2 ** 30 - 1, top]), Case([1]), Case([2]), Case([3]), Case([4]), Case([2, 2]),
            Case([3, 3]), Case([4, 4]), Case([1, 2]), Case([2, 3]), Case([1, 4, 5]), Case([4, 8, 12])]


def random_case(rng, first_wins):
    return Case(GAME.random_heaps(rng, first_wins, MAX_HEAP, 7))


def worst_case(rng):
    """A large case: WORST_HEAPS heaps of ten digits."""
    return Case([rng.randint(MAX_HEAP // 2, MAX_HEAP) for _ in range(WORST_HEAPS)])


def most_heaps():
    """One case of the most heaps allowed, 99999: all 1 but the last, 2.
    Their xor is 1 xor 2 = 3 (Win); the first 99998 alone xor to 0 and
    any first 10^4 of them to 0 too, so a program that keeps fewer heaps
    than the statement allows, and answers from those, says Lose."""
    return [Case([1] * (MAX_HEAPS - 1) + [2])]


def edge_cases():
    return SAMPLE + split_traps(300, 20, 5011) + bounds()


def test_files():
    return [
        ("sample", SAMPLE),
        ("all-small", exhaustive()),
        ("lasker-traps", split_traps(300, 50, 5011) + split_traps(MAX_HEAP, 50, 2014)),
        ("bounds", bounds()),
        ("random-up-to-bounds", games.alternating(random_case, 5011, 300)),
        ("most-heaps", most_heaps()),
    ]


def layout_cases():
    return SAMPLE + [Case([4, 8, 12]), Case([MAX_HEAP, 7, 8])]
