"""Oracle for climbing-the-hill (HDU 4315 "Climbing the Hill"): N people
in distinct cells below the hilltop (cell 0); a move takes one person not
at the top any number of cells up, never past the person above him and
never into an occupied cell but the hilltop; whoever brings the king (the
k-th from the top) to the hilltop wins. Alice moves first.

Two methods:
  SEARCH         a remembered win/lose search over whole positions (the
                 sorted cells, the king's rank fixed since nobody passes),
                 every move from the rules; a move that brings the king to
                 the top ends the game, won by its mover; used for every
                 case of at most SEARCH_PEOPLE people in cells up to
                 SEARCH_CELL;
  paired_wins    beyond that, the theorem the analysis proves: k = 1 wins;
                 otherwise with N odd a person is added at cell 0 when
                 k = 2 and at cell -1 otherwise, the cells are paired from
                 the top, and the first player wins iff the xor of the
                 gaps inside the pairs is not 0.
Tests check paired_wins against the search on every position of up to 7
people in cells up to 9 and of up to 6 people in cells up to 11.
"""

import itertools
import random
from collections import namedtuple

from common import casemodel as cases
from oracles import games

MAX_PEOPLE, MAX_CELL = 1000, 99999
SEARCH_PEOPLE, SEARCH_CELL = 5, 8
STRESS_BATCH = 500
Case = namedtuple("Case", "king cells")
FRAMING = cases.UntilEnd()
INVALID_INPUTS = [
    "3 4\n1 2 3\n",                 # k above N
    "2 1\n3 3\n",                   # two people in one cell
    "2 1\n4 3\n",                   # cells not increasing
    "1 1\n100000\n",                # a cell of 100000
    "1 1\n0\n",                     # a person at the top
    "2 1\n5\n",                     # fewer cells than N
]


def read_case(lines):
    number = lines.number
    n, king = lines.ints(("N", 1, MAX_PEOPLE), ("k", 1, MAX_PEOPLE))
    if king > n:
        raise lines.error("k = %d is more than N = %d" % (king, n), number)
    number = lines.number
    cells = lines.int_list(n, "cell", 1, MAX_CELL)
    if any(a >= b for a, b in zip(cells, cells[1:])):
        raise lines.error("the cells are not increasing", number)
    return Case(king, cells)


def write_case(case):
    return ["%d %d" % (len(case.cells), case.king), " ".join(map(str, case.cells))]


END = "the king reached the top"


def moves(position):
    cells, king = position
    if position == END:
        return []
    found = []
    for i, a in enumerate(cells):
        if a == 0:
            continue
        above = cells[i - 1] if i else 0
        lowest = 0 if above == 0 else above + 1
        for q in range(lowest, a):
            if i == king and q == 0:
                found.append(END)
                continue
            found.append((cells[:i] + (q,) + cells[i + 1:], king))
    return found


def _moves(position):
    return [] if position == END else moves(position)


SEARCH = games.Search(_moves)


def search_wins(case):
    return SEARCH.wins((tuple(case.cells), case.king - 1))


def paired_wins(case):
    cells, king = list(case.cells), case.king
    if king == 1:
        return True
    if len(cells) % 2 == 1:
        cells = [0 if king == 2 else -1] + cells
    x = 0
    for upper, lower in zip(cells[0::2], cells[1::2]):
        x ^= lower - upper - 1
    return x != 0


def wins(case):
    if len(case.cells) <= SEARCH_PEOPLE and case.cells[-1] <= SEARCH_CELL:
        return search_wins(case)
    return paired_wins(case)


def answer(case):
    return ["Alice" if wins(case) else "Bob"]


# --- Cases -----------------------------------------------------------------------------------

SAMPLE = [Case(3, [1, 2, 4]), Case(1, [100, 200])]


def exhaustive():
    """Every position of up to 4 people in cells up to 6, every king."""
    found = []
    for n in range(1, 5):
        for cells in itertools.combinations(range(1, 7), n):
            found += [Case(k, list(cells)) for k in range(1, n + 1)]
    return found


def report_traps():
    """Odd N with the king 4th, 6th, ... from the top: the published rule
    (a person added at 0 whenever the king's rank is even) and the right
    one (only for the king 2nd) disagree on some of them; won and lost."""
    found = []
    for n in (5, 7, 9):
        for cells in itertools.combinations(range(1, n + 4), n):
            for king in range(4, n + 1, 2):
                case = Case(king, list(cells))
                if _report_rule(case) != paired_wins(case):
                    found.append(case)
    rng = random.Random(4315)
    rng.shuffle(found)
    return found[:150]


def _report_rule(case):
    cells, king = list(case.cells), case.king
    if king == 1:
        return True
    if len(cells) % 2 == 1:
        cells = [0 if (king - 1) % 2 == 1 else -1] + cells
    x = 0
    for upper, lower in zip(cells[0::2], cells[1::2]):
        x ^= lower - upper - 1
    return x != 0


def king_cases():
    """The king first (always won), second with N odd (the top person's
    run to the top hands the king over), and last."""
    return [Case(1, [1, 2]), Case(1, [5, 6]), Case(1, [99998, 99999]), Case(2, [1, 2, 3]), Case(2, [2, 3, 9]),
            Case(2, [1, 3, 4]), Case(2, [3, 4, 5, 6, 9]), Case(3, [1, 2, 3]), Case(3, [2, 3, 4]), Case(2, [1, 2]),
            Case(2, [2, 5]), Case(1, [1]), Case(1, [99999]), Case(2, [1, 99999]), Case(2, [1, 3, 99999])]


def random_cells(rng, n, high):
    return sorted(rng.sample(range(1, high + 1), n))


def random_case(rng, first_wins):
    while True:
        kind = rng.random()
        if kind < 0.4:
            n = rng.randint(1, SEARCH_PEOPLE)
            cells = random_cells(rng, n, SEARCH_CELL)
        else:
            n = rng.randint(1, 12) if kind < 0.9 else rng.randint(1, MAX_PEOPLE)
            high = rng.choice([n + 5, 3 * n, MAX_CELL])
            cells = random_cells(rng, n, min(high, MAX_CELL))
        king = rng.choice([1, 2, 2, 3, rng.randint(1, n)]) if n > 3 else rng.randint(1, n)
        case = Case(min(king, n), cells)
        if wins(case) == first_wins:
            return case


def bounds():
    rng = random.Random(1000)
    found = [Case(1, list(range(1, 1001))), Case(2, list(range(99000, 99999))), Case(1000, list(range(1, 1001)))]
    while len(found) < 8:
        cells = random_cells(rng, rng.choice([999, 1000]), MAX_CELL)
        case = Case(rng.randint(2, len(cells)), cells)
        if paired_wins(case) == (len(found) % 2 == 0):
            found.append(case)
    return found


def edge_cases():
    return SAMPLE + king_cases() + report_traps()[:20]


def test_files():
    return [
        ("sample", SAMPLE),
        ("all-small", exhaustive()),
        ("kings", king_cases()),
        ("even-rank-kings", report_traps()),
        ("bounds", bounds()),
        ("random", games.alternating(random_case, 4315, 300)),
    ]


def layout_cases():
    return SAMPLE + [Case(2, [1, 5, 9])]
