"""Oracle for simple-game (HDU 1851): n piles; from pile i a move takes 1
to L_i stones (never more than it holds); whoever takes the last stone
wins. The teacher moves first; the answer is Yes when Agrael, who moves
second, wins.

Two methods that share nothing:
  search_wins(piles)  from the rules: a remembered search over whole
                      positions (the (stones, cap) pairs, sorted), used
                      while the stones are few;
  wins(case)          the Sprague-Grundy theorem: one pile's value by the
                      mex over its takes, for its own cap, xor over the
                      piles.
tests/oracles/test_simple_game.py compares them on every position of up
to three piles of up to 6 stones with caps up to 7, and on random ones.
"""

import functools
from collections import namedtuple

from common import casemodel as cases
from oracles import games

MAX_PILES = 10
MAX_STONES = 20
MAX_CAP = 20
MAX_CASES = 10000
SEARCH_TOTAL = 14
FRAMING = cases.CountFirst(1, MAX_CASES)
Case = namedtuple("Case", "piles")      # [(M_i, L_i)]
INVALID_INPUTS = [                      # the statement rules these out
    "1\n1\n0 4\n",                      # an empty pile
    "1\n1\n21 4\n",                     # a pile above 20
    "1\n1\n5 21\n",                     # a cap above 20
    "1\n11\n" + "1 1\n" * 11,           # eleven piles
    "1\n2\n5 4\n",                      # fewer piles than n
    "2\n1\n5 4\n",                      # fewer cases than announced
]


def read_case(lines):
    n, = lines.ints(("n", 1, MAX_PILES))
    return Case([lines.ints(("M", 1, MAX_STONES), ("L", 1, MAX_CAP)) for _ in range(n)])


def write_case(case):
    return [str(len(case.piles))] + ["%d %d" % pile for pile in case.piles]


def _moves(position):
    for i, (stones, cap) in enumerate(position):
        if i and position[i - 1] == (stones, cap):
            continue
        rest = position[:i] + position[i + 1:]
        for take in range(1, min(cap, stones) + 1):
            left = stones - take
            yield tuple(sorted(rest + (((left, cap),) if left else ())))


_SEARCH = games.Search(_moves)


def search_wins(piles):
    """Does the player to move win? Empty piles are left out; with none
    left, the player to move has lost (the other took the last stone)."""
    return _SEARCH.wins(tuple(sorted((m, l) for m, l in piles if m)))


@functools.lru_cache(maxsize=None)
def pile_values(cap):
    """The Grundy value of a pile of 0 .. MAX_STONES when a take is 1..cap."""
    return games.heap_values(MAX_STONES, lambda n: [(n - t,) for t in range(1, min(cap, n) + 1)])


def wins(case):
    """Does the first player (the teacher) win?"""
    if sum(m for m, _ in case.piles) <= SEARCH_TOTAL:
        return search_wins(case.piles)
    return games.nim_sum([pile_values(l)[m] for m, l in case.piles]) != 0


def answer(case):
    return ["No" if wins(case) else "Yes"]


def exhaustive(size=4):
    one = [(m, l) for m in range(1, size + 1) for l in range(1, size + 2)]
    return [Case([p]) for p in one] + [Case([p, q]) for p in one for q in one]


def _random_pile(rng):
    kind = rng.random()
    if kind < 0.5:
        return (rng.randint(1, 8), rng.randint(1, 8))
    return (rng.randint(1, MAX_STONES), rng.randint(1, MAX_CAP))


def random_case(rng, first_wins):
    count = rng.randint(1, MAX_PILES) if rng.random() < 0.5 else rng.randint(1, 3)
    while True:
        piles = [_random_pile(rng) for _ in range(count)]
        if not first_wins and count >= 2:
            rest = games.nim_sum([pile_values(l)[m] for m, l in piles[:-1]])
            options = [(m, l) for m in range(1, MAX_STONES + 1) for l in range(1, MAX_CAP + 1)
                       if pile_values(l)[m] == rest]
            if not options:
                continue
            piles[-1] = rng.choice(options)
            rng.shuffle(piles)
        case = Case(piles)
        if wins(case) == first_wins:
            return case


def edge_cases():
    """Caps above the pile, caps of 1, piles of 20, ten piles, piles
    whose value M mod (L + 1) is 0, and pairs where M mod L, M mod (L + 1)
    and plain M part ways."""
    top = MAX_STONES
    return [
        Case([(1, 1)]), Case([(20, 20)]), Case([(20, 1)]), Case([(19, 1)]), Case([(5, 4)]), Case([(4, 4)]),
        Case([(1, 20)]), Case([(20, 19)]), Case([(10, 9)]), Case([(21 - 1, 3)]), Case([(top, 4)]),
        Case([(1, 1), (2, 2)]), Case([(3, 2), (3, 2)]), Case([(6, 2), (9, 2)]), Case([(7, 3), (3, 20)]),
        Case([(20, 20)] * 10), Case([(20, 1)] * 10), Case([(19, 1)] * 10), Case([(1, 1)] * 10),
        Case([(2, 1)] * 9 + [(3, 1)]), Case([(m, 20) for m in range(11, 21)]),
        Case([(12, 5), (6, 5), (5, 1), (2, 9)]), Case([(8, 3), (4, 3)]), Case([(8, 3), (8, 2)]),
    ]


def _lost_many(seed):
    """Lost positions of many piles (Agrael wins), each beside a twin whose
    last pile has one stone more (teacher wins)."""
    import random
    rng = random.Random(seed)
    found = []
    while len(found) < 100:
        case = random_case(rng, False)
        if len(case.piles) < 4:
            continue
        found.append(case)
        m, l = case.piles[-1]
        if m < MAX_STONES:
            found.append(Case(case.piles[:-1] + [(m + 1, l)]))
    return found[:100]


def test_files():
    small = exhaustive(4)
    return [
        ("sample", [Case([(5, 4)]), Case([(1, 1), (2, 2)])]),
    ] + [("all-small-%d" % (i + 1), chunk) for i, chunk in enumerate(cases.chunks(small, 210))] + [
        ("bounds", edge_cases()),
        ("lost-and-twins", _lost_many(1851)),
        ("one-pile-each", [Case([(m, l)]) for m in range(1, 21) for l in range(1, 21)]),
    ]


def layout_cases():
    return [Case([(5, 4)]), Case([(1, 1), (2, 2)]), Case([(20, 20)] * 10)]
