"""Oracle for be-the-winner (HDU 2509 "Be the Winner"): groups of apples in
lines; a move eats one or more apples that stand next to each other in one
line, which may split it in two; whoever eats the last apple LOSES (misere
play: the player with no apple left to eat has won).

Two methods that share nothing:
  search_wins(position)  a remembered win/lose search over whole positions
                         (the sorted tuple of line lengths) from the rules,
                         in misere play; used while there are at most
                         SEARCH_GROUPS lines of at most SEARCH_MAX apples;
  sj_wins(groups)        beyond that, the SJ theorem on the lines' Grundy
                         values, worked out by the mex over the real moves
                         (line_values: a line of n has value n, so a line of
                         value 0 is an empty line, which has no move, as the
                         theorem asks): the first player wins iff the xor of
                         the values is not 0 and some line has value 2 or
                         more, or the xor is 0 and no line has.
Tests compare them over every position of up to 4 lines of up to 7 apples.
"""

import functools
import itertools

from common import casemodel as cases
from oracles import games

MAX_GROUPS, MAX_APPLES = 100, 100
# A crawled HDU Accepted run keeps the groups in int a[55]: the judge's
# data holds no case of more, and ours keeps those apart (beyond_judge).
JUDGE_GROUPS = 55
SEARCH_GROUPS, SEARCH_MAX = 4, 7
FRAMING = cases.UntilEnd()
Case, read_case, write_case = cases.counted_lines("Case", "groups", ("n", 1, MAX_GROUPS), ("group", 1, MAX_APPLES))
INVALID_INPUTS = [                                  # the statement rules these out
    "1\n0\n",                                       # an empty group
    "2\n3 101\n",                                   # a group above 100 apples
    "101\n" + " ".join(["1"] * 101) + "\n",         # more than 100 groups
    "0\n\n",                                        # no group (and an empty line)
    "3\n1 2\n",                                     # fewer groups than n
    "2\n1 2 3\n",                                   # more groups than n
]


def _eatings(n):
    """What one move leaves of a line of n apples: eat apples i + 1 to
    i + k, leaving a line of i before them and one of n - i - k after."""
    return [(i, n - i - k) for k in range(1, n + 1) for i in range(n - k + 1)]


_SEARCH = games.Search(games.position_moves(_eatings), misere=True)


def search_wins(position):
    """The player to move wins the position (a sorted tuple of line
    lengths); with no apple left the opponent ate the last one and lost."""
    return _SEARCH.wins(position)


@functools.lru_cache(maxsize=None)
def line_values():
    """g(0..MAX_APPLES) of one line by the mex over its real moves."""
    return games.heap_values(MAX_APPLES, _eatings)


def sj_wins(groups):
    """The SJ theorem (see the module's docstring)."""
    values = [line_values()[n] for n in groups]
    big = max(values) > 1
    return big if games.nim_sum(values) != 0 else not big


def searchable(groups):
    return len(groups) <= SEARCH_GROUPS and max(groups) <= SEARCH_MAX


def wins(case):
    if searchable(case.groups):
        return search_wins(tuple(sorted(case.groups)))
    return sj_wins(case.groups)


def answer(case):
    return ["Yes" if wins(case) else "No"]


SAMPLE = [Case([2, 2]), Case([3])]


def exhaustive():
    """Every line-up of 1 to 3 groups of 1..6 apples (ordered), and of 4
    groups of 1..3."""
    r6, r3 = range(1, 7), range(1, 4)
    return ([Case(list(groups)) for size in (1, 2, 3) for groups in itertools.product(r6, repeat=size)]
            + [Case(list(groups)) for groups in itertools.product(r3, repeat=4)])


def all_ones_and_one_big():
    """k groups of one apple, for every k: won iff k is even (the players
    eat one group each turn, and the one who eats the last loses); and the
    same with one group of 2, 3 or 100 among them, always won (leave an odd
    number of ones), so a program that decides by parity alone fails."""
    found = [Case([1] * k) for k in range(1, MAX_GROUPS + 1)]
    for k in range(1, MAX_GROUPS + 1):
        for big in (2, 3, MAX_APPLES):
            ones = [1] * (k - 1)
            found.append(Case(ones + [big] if k % 2 else [big] + ones))
    return found


def bounds():
    top = MAX_APPLES
    return [
        Case([1]), Case([2]), Case([top]), Case([1, 1]), Case([2, 2]), Case([top, top]),
        Case([top] * MAX_GROUPS), Case([top] * (MAX_GROUPS - 1) + [1]), Case([1] * MAX_GROUPS),
        Case([1] * (MAX_GROUPS - 1)), Case([1] * (MAX_GROUPS - 2) + [2, 2]), Case([1, 2, 3]),
        Case([1, 2, 3, 1]), Case(list(range(1, MAX_GROUPS + 1))), Case([64, 32, 16, 8, 4, 2, 1]),
        Case([100, 99, 98, 97]), Case([3, 5, 6]), Case([7, 9, 14]), Case([2, 3, 1]),
        Case([1, 1, 1, 2, 3]),
    ]


def edge_cases():
    return SAMPLE + bounds() + all_ones_and_one_big()


def _group(random):
    kind = random()
    if kind < 0.35:
        return 1
    if kind < 0.7:
        return 1 + int(random() * 8)
    return 1 + int(random() * MAX_APPLES)


def random_case(rng, first_wins):
    random = rng.random
    while True:
        n = 1 + int(random() * (4 if random() < 0.4 else 12 if random() < 0.6 else MAX_GROUPS))
        if random() < 0.15:
            groups = [1] * n                      # all ones: won iff n is even
        else:
            groups = [_group(random) for _ in range(n)]
            if not first_wins and n >= 2:
                groups = games.lost_by_xor(rng, groups, MAX_APPLES)
        if groups is not None and wins(Case(groups)) == first_wins:
            return Case(groups)


def test_files():
    """The files of the data; the cases of more than JUDGE_GROUPS groups,
    which HDU's data is not known to hold, in a file of their own."""
    files = [("sample", SAMPLE), ("all-small", exhaustive()), ("all-ones-and-one-big", all_ones_and_one_big()),
             ("bounds", bounds()), ("random-up-to-bounds", games.alternating(random_case, 2509, 400))]
    within = [(slug, [c for c in found if len(c.groups) <= JUDGE_GROUPS]) for slug, found in files]
    return within + [("more-than-55-groups", [c for _, found in files for c in found
                                               if len(c.groups) > JUDGE_GROUPS])]


def layout_cases():
    return SAMPLE + [Case([1, 1]), Case([MAX_APPLES] * 3)]
