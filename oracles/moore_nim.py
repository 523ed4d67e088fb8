"""Oracle for moore-nim (a problem of our own): Moore's Nim_k. n heaps; a
move chooses between 1 and k heaps and takes any positive number of stones
from each heap chosen (as many as it likes from each, with no cap); whoever
cannot move loses.

Two methods that share nothing:
  search_wins(k, heaps)  a remembered win/lose search over whole positions
                         (k and the sorted tuple of heaps) from the rules;
                         used while there are at most SEARCH_HEAPS heaps of
                         at most SEARCH_MAX stones;
  moore_wins(k, heaps)   beyond that, Moore's theorem: the player to move
                         loses iff, for every binary digit, the number of
                         heaps that have it is a multiple of k + 1.
Tests compare them over every position of up to 4 heaps of up to 6 with
k from 1 to 4.
"""

import itertools
import random
from collections import namedtuple

from common import casemodel as cases
from oracles import games

MAX_CASES, MAX_HEAPS, MAX_K = 1000, 100, 100
MAX_HEAP = 2 ** 31 - 1
BITS = MAX_HEAP.bit_length()             # 31: digits 0 to 30
SEARCH_HEAPS, SEARCH_MAX = 4, 6
FRAMING = cases.CountFirst(1, MAX_CASES)
Case = namedtuple("Case", "k heaps")
INVALID_INPUTS = [                                      # the statement rules these out
    "1\n2 0\n3 4\n",                                    # k = 0
    "1\n2 101\n3 4\n",                                  # k above 100
    "1\n2 1\n3 0\n",                                    # an empty heap
    "1\n1 1\n2147483648\n",                             # a heap of 2^31
    "1\n3 2\n1 2\n",                                    # fewer heaps than n
    "1\n101 1\n" + " ".join(["1"] * 101) + "\n",        # more than 100 heaps
    "2\n1 1\n5\n",                                      # fewer cases than announced
]


def read_case(lines):
    n, k = lines.ints(("n", 1, MAX_HEAPS), ("k", 1, MAX_K))
    return Case(k, lines.int_list(n, "heap", 1, MAX_HEAP))


def write_case(case):
    return ["%d %d" % (len(case.heaps), case.k), " ".join(map(str, case.heaps))]


def _moves(position):
    """The positions one move leaves: choose 1 to k heaps, and a smaller
    size for each of them."""
    k, heaps = position
    for count in range(1, min(k, len(heaps)) + 1):
        for chosen in itertools.combinations(range(len(heaps)), count):
            for sizes in itertools.product(*[range(heaps[i]) for i in chosen]):
                after = list(heaps)
                for i, size in zip(chosen, sizes):
                    after[i] = size
                yield k, tuple(sorted(after))


_SEARCH = games.Search(_moves)


def search_wins(k, heaps):
    """The player to move wins, taking from 1 to k of the heaps a move."""
    return _SEARCH.wins((k, tuple(sorted(heaps))))


def moore_wins(k, heaps):
    """Moore's theorem (see the module's docstring): the heaps' binary
    digits, column by column."""
    columns = zip(*[format(heap, "0%db" % BITS) for heap in heaps])
    return any(column.count("1") % (k + 1) for column in columns)


def searchable(heaps):
    return len(heaps) <= SEARCH_HEAPS and max(heaps) <= SEARCH_MAX


def wins(case):
    if searchable(case.heaps):
        return search_wins(case.k, case.heaps)
    return moore_wins(case.k, case.heaps)


def answer(case):
    return ["First" if wins(case) else "Second"]


SAMPLE = [Case(1, [1, 2, 3]), Case(2, [1, 2, 3]), Case(2, [3, 3, 3]), Case(5, [4, 6])]


def exhaustive():
    """Every line-up of 1 to 3 heaps of 1..5 stones (ordered) with k from
    1 to 3."""
    return [Case(k, list(heaps)) for k in (1, 2, 3) for size in (1, 2, 3)
            for heaps in itertools.product(range(1, 6), repeat=size)]


def lost(rng, n, k, top_bit=BITS - 1):
    """n heaps lost for the player to move (k < n), or None if a heap came
    out empty: for every binary digit up to top_bit, a column of n random
    bits (one a heap), its lowest set bits cleared until a multiple of
    k + 1 heaps have the digit."""
    columns = []
    for _ in range(top_bit + 1):
        column = rng.getrandbits(n)
        for _ in range(bin(column).count("1") % (k + 1)):
            column &= column - 1
        columns.append(format(column, "0%db" % n))
    heaps = [int("".join(digits), 2) for digits in zip(*reversed(columns))]
    return heaps if all(heaps) else None


def _lost_near(rng, n, k, top_bit):
    while True:
        heaps = lost(rng, n, k, top_bit)
        if heaps:
            return heaps


def digit_cases():
    """Where the other digit tests part from Moore's: lost positions for
    every k from 1 to 8 with small and large heaps (the base-(k + 1) digit
    sums, the plain xor and the counts mod k all call some of them won),
    and won positions one stone away from them."""
    rng = random.Random(2315)
    found = []
    for k in range(1, 9):
        for top_bit in (2, 5, 12, BITS - 1):
            for n in (k + 1, 2 * (k + 1), min(MAX_HEAPS, 5 * (k + 1) + 3)):
                heaps = _lost_near(rng, n, k, top_bit)
                found.append(Case(k, heaps))
                near = list(heaps)
                near[rng.randrange(n)] += 1
                if max(near) <= MAX_HEAP:
                    found.append(Case(k, near))
    return found


def bounds():
    top = MAX_HEAP
    return [
        Case(1, [top]), Case(MAX_K, [top]), Case(1, [top, top]), Case(2, [top, top]),
        Case(2, [top, top, top]), Case(1, [1]), Case(MAX_K, [1] * MAX_HEAPS),
        Case(MAX_K - 1, [1] * MAX_HEAPS), Case(MAX_K - 1, [top] * MAX_HEAPS),
        Case(1, [top] * MAX_HEAPS), Case(3, [top] * 4 + [1] * 4), Case(2, [2 ** 30] * 3),
        Case(2, [2 ** 30, 2 ** 30, 2 ** 30 - 1]), Case(9, [2 ** b for b in range(31)] * 3),
        Case(4, [1, 2, 4, 8, 16] * 5), Case(1, list(range(1, MAX_HEAPS + 1))),
        Case(3, [top - i for i in range(MAX_HEAPS)]),
        # Digit 30 alone decides: the digits below it balanced, won and lost.
        Case(1, [2 ** 30]), Case(1, [2 ** 30 + 12345, 12345]), Case(2, [2 ** 30 + 7, 7, 7]),
        Case(4, [2 ** 30 + 99, 2 ** 30 + 99, 99, 99, 99]), Case(1, [2 ** 30 + 5, 2 ** 30 + 5]),
    ]


def edge_cases():
    return SAMPLE + bounds() + digit_cases()


def random_case(rng, first_wins):
    """1 to 4 heaps (five chances in seven), else up to 10 or up to 100, of
    up to 1 to 31 binary digits; a move of up to k heaps, k mostly near n;
    won cases drawn at random, lost ones by lost(); drawn with rng.random(),
    the cheapest of its calls."""
    random = rng.random
    while True:
        kind = int(random() * 7)
        n = (1, 2, 2, 3, 4)[kind] if kind < 5 else 1 + int(random() * (10, MAX_HEAPS)[kind - 5])
        top = int(random() * BITS)                  # the highest binary digit
        if first_wins:
            k = 1 + int(random() * (min(n + 1, MAX_K) if random() < 0.8 else MAX_K))
            heaps = [1 + int(random() * ((2 << top) - 1)) for _ in range(n)]
        elif n >= 2:
            k = 1 + int(random() * min(n - 1, 9 if random() < 0.8 else MAX_K))
            heaps = lost(rng, n, k, top)
        else:
            continue
        if heaps is not None and wins(Case(k, heaps)) == first_wins:
            return Case(k, heaps)


def worst_case(rng):
    """100 heaps of up to 31 binary digits, lost about half of the time:
    the most digits a case can ask to count."""
    k = rng.randint(1, MAX_HEAPS - 1)
    heaps = lost(rng, MAX_HEAPS, k) if rng.random() < 0.5 else None
    return Case(k, heaps or [rng.randint(1, MAX_HEAP) for _ in range(MAX_HEAPS)])


def test_files():
    return [
        ("sample", SAMPLE),
        ("all-small", exhaustive()),
        ("digit-tests", digit_cases()),
        ("bounds", bounds()),
        ("random-up-to-bounds", games.alternating(random_case, 1910, 600)),
    ]


def layout_cases():
    return SAMPLE + [Case(MAX_K, [MAX_HEAP] * 3)]
