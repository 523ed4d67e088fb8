"""Oracle for number-game (POJ 1143 "Number Game"): the players choose in
turn integers from 2 to 20; a number is no longer allowed once it has been
chosen, or is a multiple of a chosen number, or a sum of such multiples;
who cannot choose loses. A case is the set of numbers still allowed; the
answer lists every move that wins.

One method, at every bound: a remembered win/lose search over the sets of
allowed numbers (games.Search, positions as frozensets), every move from
the rules: choosing x forbids every sum of multiples of x and of numbers
already forbidden (forbidden_after). The sets of allowed numbers that can
occur are the complements of the sets closed under addition (within
2..20); there are few of them, and the search visits each once.
"""

import random
from collections import namedtuple

from common import casemodel as cases
from oracles import games

LOW, HIGH = 2, 20
NUMBERS = frozenset(range(LOW, HIGH + 1))
CASE_NUMBER = "Test Case #%d\n"
Case = namedtuple("Case", "allowed")
FRAMING = cases.Terminator("0")
INVALID_INPUTS = [
    "1 21\n0\n",                    # a number above 20
    "2 2 2\n0\n",                   # a number twice
    "2 3 4\n0\n",                   # 2 forbidden and 3 allowed... but 2 + 2 = 4 allowed: no such position
    "21 " + " ".join(map(str, range(2, 21))) + " 2\n0\n",   # 21 numbers
    "3 2 3\n0\n",                   # fewer numbers than n
]


def closed(forbidden):
    """Is the set of forbidden numbers closed under sums within 2..20?"""
    return all(a + b not in NUMBERS or a + b in forbidden for a in forbidden for b in forbidden)


def read_case(lines):
    number = lines.number
    allowed = lines.counted_list(("n", 1, HIGH - LOW + 1), ("a", LOW, HIGH))
    if len(set(allowed)) != len(allowed):
        raise lines.error("a number listed twice", number)
    if not closed(NUMBERS - set(allowed)):
        raise lines.error("no game reaches this position: the numbers not listed are not closed under sums",
                          number)
    return Case(sorted(allowed))


def write_case(case):
    return [" ".join(map(str, [len(case.allowed)] + list(case.allowed)))]


def forbidden_after(forbidden, x):
    """The forbidden numbers once x is chosen: every y that was forbidden,
    or is x plus 0 or more forbidden-after numbers (the old set being
    closed under sums, that is every sum of multiples of x and of old
    forbidden numbers)."""
    found = set()
    for y in range(LOW, HIGH + 1):
        if y in forbidden or y == x or (y - x in found):
            found.add(y)
    return frozenset(found)


def moves(allowed):
    forbidden = NUMBERS - allowed
    return [NUMBERS - forbidden_after(forbidden, x) for x in sorted(allowed)]


SEARCH = games.Search(moves)


def winning_moves(case):
    allowed = frozenset(case.allowed)
    forbidden = NUMBERS - allowed
    return [x for x in sorted(allowed) if not SEARCH.wins(NUMBERS - forbidden_after(forbidden, x))]


def wins(case):
    return SEARCH.wins(frozenset(case.allowed))


def answer(case):
    found = winning_moves(case)
    if not found:
        return ["There's no winning move.", ""]
    return ["The winning moves are: " + " ".join(map(str, found)), ""]


# --- Cases -----------------------------------------------------------------------------------

SAMPLE = [Case([2, 5]), Case([2, 3, 4, 5, 6])]


def reachable():
    """Every position a game can reach with at least one number allowed,
    from the start, by the moves: sorted lists, fewest allowed first."""
    seen, todo = {NUMBERS}, [NUMBERS]
    while todo:
        allowed = todo.pop()
        for after in moves(allowed):
            if after and after not in seen:
                seen.add(after)
                todo.append(after)
    return sorted((sorted(s) for s in seen), key=lambda s: (len(s), s))


def positions_by_count(rng, per_size):
    """Up to per_size positions of each number of allowed numbers."""
    by_size = {}
    for allowed in reachable():
        by_size.setdefault(len(allowed), []).append(allowed)
    found = []
    for size in sorted(by_size):
        group = by_size[size]
        rng.shuffle(group)
        found += [Case(a) for a in sorted(group[:per_size])]
    return found


def exhaustive():
    """Every position a game can reach (3514 of them)."""
    return [Case(a) for a in reachable()]


_ALL = None


def random_case(rng, first_wins):
    global _ALL
    if _ALL is None:
        _ALL = reachable()
    while True:
        case = Case(list(rng.choice(_ALL)))
        if wins(case) == first_wins:
            return case


def few_numbers():
    """Small positions: one number, two, the multiples' traps (choosing 2
    forbids 4, 6, ...; with 3 forbidden it forbids 5 = 2 + 3 too)."""
    wanted = [[2], [3], [19], [19, 20], [2, 3], [3, 5], [2, 3, 5], [2, 5], [3, 4, 5], [2, 3, 4, 5, 6],
              [5, 6, 7, 8, 9], [2, 3, 4], [4, 6, 7, 9], [11, 13, 17, 19]]
    return [Case(a) for a in wanted if closed(NUMBERS - set(a))]


def edge_cases():
    return SAMPLE + few_numbers() + [Case(sorted(NUMBERS))]


def test_files():
    rng = random.Random(1143)
    return [
        ("sample", SAMPLE),
        ("few-numbers", few_numbers()),
        ("whole-game", [Case(sorted(NUMBERS))] + positions_by_count(rng, 2)),
        ("every-position", exhaustive()),
        ("random", games.alternating(random_case, 1143, 300)),
    ]


def layout_cases():
    return SAMPLE + [Case(sorted(NUMBERS))]
