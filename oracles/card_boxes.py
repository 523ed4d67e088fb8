"""Oracle for card-boxes (HDU 3389 "Game"): boxes 1..n hold cards; a move
takes at least one card from a non-empty box A to a box B with B < A,
A + B odd and A + B divisible by 3; who cannot move loses. Alice first.

Two methods:
  SEARCH          a remembered win/lose search over whole positions (the
                  tuple of the boxes' counts), every move from the rules;
                  used for every case of at most SEARCH_BOXES boxes and
                  SEARCH_CARDS cards in all;
  staircase_wins  beyond that, the theorem the analysis proves: a box's
                  rung is the number of moves of a chain out of it down
                  to a box with no move out (found from the rules, box
                  by box; every move changes the rung's parity), and
                  the first player wins
                  iff the xor of the counts in boxes of odd rung is not 0.
Tests check staircase_wins against the search over every case of up to 8
boxes with at most 2 cards each and of up to 12 boxes with at most 4
cards in all, and the rungs against the residues the analysis names.
"""

import random

from common import casemodel as cases
from oracles import games

MAX_CASES, MAX_BOXES, MAX_CARDS = 100, 10000, 100
SEARCH_BOXES, SEARCH_CARDS = 8, 8
CASE_NUMBER = "Case %d: "
STRESS_BATCH = 100
FRAMING = cases.CountFirst(1, MAX_CASES)
Case, read_case, write_case = cases.counted_lines("Case", "boxes", ("n", 1, MAX_BOXES), ("cards", 0, MAX_CARDS))
INVALID_INPUTS = [                                  # the statement rules these out
    "1\n2\n1 101\n",                                # a box of 101 cards
    "1\n0\n\n",                                     # n = 0
    "1\n3\n1 2\n",                                  # fewer boxes than n
    "1\n10001\n" + " ".join(["1"] * 10001) + "\n",  # n above 10^4
    "101\n" + "1\n1\n" * 101,                       # more than 100 cases
]


def legal(a, b):
    """May cards go from box a to box b?"""
    return b < a and (a + b) % 2 == 1 and (a + b) % 3 == 0


def moves(position):
    """The positions one move leaves: k >= 1 cards from box a to box b."""
    for a in range(1, len(position) + 1):
        have = position[a - 1]
        for b in range(1, a):
            if have and legal(a, b):
                for k in range(1, have + 1):
                    after = list(position)
                    after[a - 1] -= k
                    after[b - 1] += k
                    yield tuple(after)


SEARCH = games.Search(moves)

_rungs = [0]                    # _rungs[a]: the rung of box a (index 0 unused)


def rung(a):
    """The number of moves in the chain out of box a that always goes to
    the highest box allowed, down to a box with no move out (the ground,
    rung 0). Tests check that every move, to any box, goes from a rung of
    one parity to the other, so any chain would give the same parity."""
    while len(_rungs) <= a:
        box = len(_rungs)
        below = next((b for b in range(box - 1, 0, -1) if legal(box, b)), None)
        _rungs.append(0 if below is None else _rungs[below] + 1)
    return _rungs[a]


def staircase_wins(boxes):
    x = 0
    for a, count in enumerate(boxes, 1):
        if rung(a) % 2 == 1:
            x ^= count
    return x != 0


def wins(case):
    if len(case.boxes) <= SEARCH_BOXES and sum(case.boxes) <= SEARCH_CARDS:
        return SEARCH.wins(tuple(case.boxes))
    return staircase_wins(case.boxes)


def answer(case):
    return ["Alice" if wins(case) else "Bob"]


# --- Cases -----------------------------------------------------------------------------------

SAMPLE = [Case([1, 2]), Case([1, 3, 3, 2, 2, 1, 2])]


def exhaustive():
    """Every case of up to 5 boxes with at most 2 cards in a box and at most
    SEARCH_CARDS in all (the search decides each)."""
    found = []
    for n in range(1, 6):
        for p in _products(n, 2):
            if sum(p) <= SEARCH_CARDS:
                found.append(Case(list(p)))
    return found


def _products(n, high):
    if n == 0:
        yield ()
        return
    for rest in _products(n - 1, high):
        for v in range(high + 1):
            yield rest + (v,)


def one_box_cases():
    """For each box 1..24 the case with cards in that box alone (won iff
    the box is of odd rung), and with cards in it and in box 1 and 3."""
    found = []
    for a in range(1, 25):
        found.append(Case([0] * (a - 1) + [5]))
        found.append(Case([2, 0, 7] + [0] * (a - 4) + [3]) if a > 3 else Case([1] * a))
    return found


def class_traps(rng, count):
    """Cases of up to 60 boxes where exactly one of the wrong classes
    ({0, 2, 4} mod 6, the odd boxes, every box, the other class) disagrees
    with the answer, won and lost in turn."""
    found = []
    want = True
    while len(found) < count:
        n = rng.randint(4, 60)
        boxes = [rng.choice([0, 0, 1, 2, 3, rng.randint(0, MAX_CARDS)]) for _ in range(n)]
        if not want:
            odd = [a for a in range(1, n + 1) if rung(a) % 2 == 1]
            if not odd:
                continue
            last = odd[-1]
            boxes[last - 1] = 0
            x = 0
            for a in odd:
                x ^= boxes[a - 1]
            if x > MAX_CARDS:
                continue
            boxes[last - 1] = x
        case = Case(boxes)
        if staircase_wins(boxes) != want:
            continue
        wrong = [_xor_over(boxes, lambda a: a % 6 in (0, 2, 4)), _xor_over(boxes, lambda a: a % 2 == 1),
                 _xor_over(boxes, lambda a: True), _xor_over(boxes, lambda a: a % 6 in (1, 3, 4)),
                 _xor_over(boxes, lambda a: (a - 1) % 6 in (0, 2, 5))]
        if any(w == want for w in wrong) and not all(w == want for w in wrong):
            found.append(case)
            want = not want
    return found


def _xor_over(boxes, chosen):
    x = 0
    for a, count in enumerate(boxes, 1):
        if chosen(a):
            x ^= count
    return x != 0


def big_case(rng, first_wins, n):
    """A case of n boxes of up to 100 cards, won or lost as asked (of at
    least 2 boxes if won: cards in box 1 alone never move)."""
    n = max(n, 2) if first_wins else n
    while True:
        boxes = [rng.randint(0, MAX_CARDS) for _ in range(n)]
        if not first_wins:
            odd = [a for a in range(1, n + 1) if rung(a) % 2 == 1]
            if not odd:
                return Case(boxes)
            a = rng.choice(odd)
            boxes[a - 1] = 0
            x = 0
            for b in odd:
                x ^= boxes[b - 1]
            if x > MAX_CARDS:
                continue
            boxes[a - 1] = x
        if staircase_wins(boxes) == first_wins:
            return Case(boxes)


def bounds():
    """The largest boxes: 10^4 boxes of 100 cards, won and lost; a case
    of cards in the highest box of odd rung below 10^4 alone (a program
    that stops short of the last box calls it lost); one box; one empty box."""
    rng = random.Random(3389)
    top = max(a for a in range(MAX_BOXES - 5, MAX_BOXES + 1) if rung(a) % 2 == 1)
    last = Case([0] * (top - 1) + [MAX_CARDS])
    return [Case([0]), Case([MAX_CARDS]), Case([0, MAX_CARDS]), last,
            Case([MAX_CARDS] * MAX_BOXES), big_case(rng, True, MAX_BOXES), big_case(rng, False, MAX_BOXES)]


def random_case(rng, first_wins):
    kind = rng.random()
    n = rng.randint(1, 8) if kind < 0.5 else rng.randint(1, 60) if kind < 0.95 else rng.randint(1, 2000)
    if 2 <= n <= SEARCH_BOXES and rng.random() < 0.5:
        while True:
            case = Case([rng.randint(0, 2) for _ in range(n)])
            if wins(case) == first_wins:
                return case
    return big_case(rng, first_wins, n)


def edge_cases():
    return SAMPLE + one_box_cases() + class_traps(random.Random(1), 20)


def test_files():
    small = cases.chunks(exhaustive(), MAX_CASES)
    return [("sample", SAMPLE)] + [("all-small-%d" % i, part) for i, part in enumerate(small, 1)] + [
        ("one-box", one_box_cases()),
        ("class-traps", class_traps(random.Random(3389), 100)),
        ("bounds", bounds()),
        ("random", games.alternating(random_case, 3389, 100)),
    ]


def layout_cases():
    return SAMPLE + [Case([0, 0, 0, 0, 7]), Case([0])]
