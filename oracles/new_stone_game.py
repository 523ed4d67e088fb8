"""Oracle for new-stone-game (POJ 1740 "A New Stone Game"): n piles; a move
chooses a pile, removes at least one stone from it, then may move any of
that pile's remaining stones onto other piles that still have stones, in
any split; who cannot move loses. Alice moves first.

Two methods:
  SEARCH          a remembered win/lose search over whole positions (sorted
                  tuples of non-empty piles), every move from the rules;
                  used for every position of at most SEARCH_TOTAL stones;
  paired(piles)   beyond that, the theorem the analysis proves: the player
                  to move loses iff every pile size occurs an even number
                  of times.
Tests check paired() against the search over every position of up to
CHECK_TOTAL stones (and up to 10 piles).
"""

import random
from collections import Counter

from common import casemodel as cases
from oracles import games

MAX_PILES, MAX_STONES = 10, 100
SEARCH_TOTAL = 12               # positions of up to this many stones are searched whole
CHECK_TOTAL = 18                # tests: the theorem against the search up to here
SMALL_TOTAL = 8                 # exhaustive(): every position up to this many stones
FRAMING = cases.Terminator("0")
Case, read_case, write_case = cases.counted_lines("Case", "piles", ("n", 1, MAX_PILES), ("a", 1, MAX_STONES))
INVALID_INPUTS = [                                  # the statement rules these out
    "11\n" + " ".join(["1"] * 11) + "\n0\n",        # 11 piles
    "2\n1 101\n0\n",                                # a pile of 101
    "3\n1 0 2\n0\n",                                # an empty pile
    "3\n1 2\n0\n",                                  # fewer piles than n
    "1\n-3\n0\n",                                   # a negative pile
]


def _spreads(amount, count):
    """Every way to add at most amount stones, in all, to count piles:
    tuples of count non-negative numbers."""
    if count == 0:
        yield ()
        return
    for first in range(amount + 1):
        for rest in _spreads(amount - first, count - 1):
            yield (first,) + rest


def moves(position):
    """The positions one move leaves: pile i of a keeps b < a stones and
    the others (non-empty piles) get d_j more, with b + sum(d) <= a - 1."""
    found = set()
    for i, a in enumerate(position):
        if i and position[i - 1] == a:
            continue                                # an equal pile has the same moves
        others = position[:i] + position[i + 1:]
        for b in range(a):
            for spread in _spreads(a - 1 - b, len(others)):
                after = [p + d for p, d in zip(others, spread)] + ([b] if b else [])
                found.add(tuple(sorted(after)))
    return found


SEARCH = games.Search(moves)


def paired(piles):
    """Does every pile size occur an even number of times?"""
    return all(count % 2 == 0 for count in Counter(piles).values())


def wins(case):
    if sum(case.piles) <= SEARCH_TOTAL:
        return SEARCH.wins(tuple(sorted(case.piles)))
    return not paired(case.piles)


def answer(case):
    return ["1" if wins(case) else "0"]


# --- Cases -----------------------------------------------------------------------------------

SAMPLE = [Case([2, 1, 3]), Case([1, 1])]


def exhaustive():
    """Every position of up to SMALL_TOTAL stones (at most 10 piles),
    fewest stones first, in a shuffled order of piles."""
    rng = random.Random(1740)
    found = []
    for p in sorted(games.small_positions(SMALL_TOTAL), key=lambda p: (sum(p), len(p), p)):
        piles = list(p)
        rng.shuffle(piles)
        found.append(Case(piles))
    return found


def unsorted_pairs(rng, count):
    """Lost positions of 4 to 10 piles, each size an even number of times,
    shuffled so that no pile stands next to its equal in the input (a
    program that pairs the piles as they come, unsorted, calls them won)."""
    found = []
    while len(found) < count:
        half = [rng.randint(1, MAX_STONES) for _ in range(rng.randint(2, 5))]
        piles = half + half
        rng.shuffle(piles)
        if all(piles[i] != piles[i + 1] for i in range(0, len(piles) - 1, 2)):
            found.append(Case(piles))
    return found


def near_misses(rng, count):
    """Won positions of an even number of piles that look paired: every
    size twice but one pile one stone larger; and a few of xor 0 with no
    two piles equal (a program that xors the piles calls them lost)."""
    found = []
    while len(found) < count:
        half = [rng.randint(1, MAX_STONES - 1) for _ in range(rng.randint(1, 5))]
        piles = half + half
        piles[rng.randrange(len(piles))] += 1
        rng.shuffle(piles)
        found.append(Case(piles))
    while len(found) < 2 * count:
        piles = rng.sample(range(1, MAX_STONES + 1), rng.choice([3, 5, 7, 9]))
        last = games.nim_sum(piles)
        if 1 <= last <= MAX_STONES and last not in piles:
            piles.append(last)
            found.append(Case(piles))
    return found


def bounds():
    """Ten piles of 100, paired and not; one pile; two equal piles."""
    top = MAX_STONES
    return [Case([top] * 10), Case([top] * 9 + [99]), Case([top] * 9), Case([top]), Case([1]),
            Case([top, top]), Case([top, 1]), Case([1] * 10), Case([1] * 9 + [2]),
            Case(list(range(91, 101))), Case([1, 100] * 5), Case([100, 1] * 4 + [100, 2])]


def random_case(rng, first_wins):
    while True:
        kind = rng.random()
        high = 3 if kind < 0.3 else 10 if kind < 0.6 else MAX_STONES
        n = rng.randint(1, MAX_PILES)
        if not first_wins and rng.random() < 0.8:
            half = [rng.randint(1, high) for _ in range(rng.randint(1, MAX_PILES // 2))]
            piles = half + half
            rng.shuffle(piles)
        else:
            piles = [rng.randint(1, high) for _ in range(n)]
        case = Case(piles)
        if wins(case) == first_wins:
            return case


def edge_cases():
    rng = random.Random(1)
    return SAMPLE + unsorted_pairs(rng, 20) + near_misses(rng, 20) + bounds()


def test_files():
    rng = random.Random(1740)
    return [
        ("sample", SAMPLE),
        ("all-small", exhaustive()),
        ("unsorted-pairs", unsorted_pairs(rng, 100)),
        ("near-misses", near_misses(rng, 100)),
        ("bounds", bounds()),
        ("random-up-to-bounds", games.alternating(random_case, 1740, 400)),
    ]


def layout_cases():
    return SAMPLE + [Case([3, 5, 3, 5]), Case([100, 1, 2])]
