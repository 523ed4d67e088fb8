"""Oracle for stone-game (HDU 1729 "Stone Game"): boxes, box i of capacity
s holding c stones; a move puts d stones into one box, 1 <= d <= c^2
(c being what the box holds before the move) and c + d <= s; who cannot
move loses. The answer is "Case k:" on a line, then Yes if the player to
move wins, else No.

Two methods that share nothing:
  box_values(s)     the Grundy value of a box of capacity s for every count
                    c, by the mex over its real moves, from c = s down;
                    used for capacities up to TABLE_S;
  square_value(s, c)  beyond that, the recursion: with t the largest
                    number with t + t^2 < s, a box with c > t stones is
                    worth s - c (it reaches every count above c), one with
                    t stones is worth 0 (every move goes above t), and one
                    with fewer is worth square_value(t, c) (it plays as a
                    box of capacity t until it passes t).
search_wins(boxes) plays small positions whole; tests compare the three
over every box up to TABLE_S and every small position.
"""

import functools
import math
from collections import namedtuple

from common import casemodel as cases
from oracles import games

MAX_BOXES, MAX_S = 50, 1000000
TABLE_S = 400
SEARCH_BOXES, SEARCH_S = 3, 9
FRAMING = cases.Terminator("0")
CASE_NUMBER = "Case %d:\n"
STRESS_BATCH = 1000                 # cases of up to 50 boxes: 10000 of them would be megabytes
Case = namedtuple("Case", "boxes")
INVALID_INPUTS = [                                  # the statement rules these out
    "1\n5 6\n0\n",                                  # more stones than the box holds
    "1\n1000001 3\n0\n",                            # a capacity above 10^6
    "2\n5 2\n0\n",                                  # fewer boxes than N
    "51\n" + "1 0\n" * 51 + "0\n",                  # more than 50 boxes
    "1\n5 -1\n0\n",                                 # a negative count
]


def read_case(lines):
    n, = lines.ints(("N", 1, MAX_BOXES))
    boxes = []
    for _ in range(n):
        number = lines.number
        s, c = lines.ints(("s", 0, MAX_S), ("c", 0, MAX_S))
        if c > s:
            raise lines.error("c = %d stones in a box of capacity s = %d" % (c, s), number)
        boxes.append((s, c))
    return Case(boxes)


def write_case(case):
    return [str(len(case.boxes))] + ["%d %d" % box for box in case.boxes]


# --- The real moves ---------------------------------------------------------------------------

def _puts(s, c):
    """The counts one move leaves in a box of capacity s holding c."""
    return range(c + 1, min(s, c + c * c) + 1)


@functools.lru_cache(maxsize=None)
def box_values(s):
    """g(c) for c = 0..s in a box of capacity s, by the mex over its moves
    (each to a larger count, so from the full box down)."""
    g = [0] * (s + 1)
    for c in range(s, -1, -1):
        g[c] = games.mex(g[after] for after in _puts(s, c))
    return tuple(g)


def _moves(position):
    for k, (s, c) in enumerate(position):
        for after in _puts(s, c):
            yield tuple(sorted(position[:k] + ((s, after),) + position[k + 1:]))


_SEARCH = games.Search(_moves)


def search_wins(boxes):
    """The player to move wins the boxes, played whole."""
    return _SEARCH.wins(tuple(sorted(boxes)))


# --- The recursion -------------------------------------------------------------------------------

def largest_t(s):
    """The largest t >= 0 with t + t^2 < s, in integers; 0 for s = 0, which
    has none (a box of capacity 0 holds 0 stones and has no move, value 0,
    as the recursion gives it with t = 0)."""
    if s == 0:
        return 0
    t = math.isqrt(s)
    while t + t * t >= s:
        t -= 1
    return t


def square_value(s, c):
    """The Grundy value by the recursion (see the module's docstring)."""
    while True:
        t = largest_t(s)
        if c > t:
            return s - c
        if c == t:
            return 0
        s = t


def value(s, c):
    return box_values(s)[c] if s <= TABLE_S else square_value(s, c)


def wins(case):
    boxes = case.boxes
    if len(boxes) <= SEARCH_BOXES and max(s for s, _ in boxes) <= SEARCH_S:
        return search_wins(boxes)
    return games.nim_sum(value(s, c) for s, c in boxes) != 0


def answer(case):
    return ["Yes" if wins(case) else "No"]


SAMPLE = [Case([(2, 0), (3, 3), (6, 2)]), Case([(6, 3), (6, 3)])]


def exhaustive():
    """Every single box of capacity 0 to 40, and every pair of boxes of
    capacity up to 5."""
    single = [(s, c) for s in range(0, 41) for c in range(s + 1)]
    small = [(s, c) for s in range(0, 6) for c in range(s + 1)]
    return [Case([box]) for box in single] + [Case([a, b]) for a in small for b in small]


def thresholds():
    """Boxes where t, the largest number with t + t^2 < s, steps up, and
    the counts next to it: where a t found with a square root and no check,
    or with <= for <, goes wrong."""
    found = []
    for t in list(range(1, 40)) + [500, 998, 999]:
        for s in (t + t * t, t + t * t + 1, t + t * t + 2):
            if s <= MAX_S:
                found += [Case([(s, c)]) for c in (t - 1, t, t + 1) if 0 <= c <= s]
    return found


def bounds():
    """Capacities near 10^6 (t = 999), empty and full boxes, boxes of
    capacity 0, and cases of 50 boxes."""
    top = MAX_S
    found = [Case([(top, c)]) for c in (0, 1, 2, 998, 999, 1000, 1001, top - 1, top)]
    found += [Case([(0, 0)]), Case([(0, 0)] * MAX_BOXES), Case([(0, 0), (5, 1)]),
              Case([(1, 0)]), Case([(1, 1)]), Case([(2, 1)]), Case([(top, 0)] * MAX_BOXES),
              Case([(top, 999)] * MAX_BOXES), Case([(top, top - 1)] * (MAX_BOXES - 1) + [(top, 1000)]),
              Case([(s, s // 2) for s in range(top - MAX_BOXES + 1, top + 1)])]
    return found


def _box_of_value(rng, v):
    """A box worth v: full (v = 0), or holding c > t stones in a box of
    capacity v + c; None if the draws found none."""
    if v == 0:
        s = rng.randint(1, MAX_S)
        return (s, s) if rng.random() < 0.5 else (s, largest_t(s))
    for _ in range(20):
        c = rng.randint(1, 3000)
        if v + c <= MAX_S and c > largest_t(v + c):
            return v + c, c
    return None


def _random_box(rng):
    s = rng.randint(0, (12, 400, 10 ** 4, MAX_S)[rng.randrange(4)])
    t = largest_t(s)
    kind = rng.random()
    c = rng.randint(max(0, t - 2), min(s, t + 2)) if kind < 0.4 else rng.randint(0, s) if kind < 0.8 else \
        rng.randint(0, min(s, 3))
    return s, c


def random_case(rng, first_wins):
    while True:
        n = rng.randint(1, (1, 3, 10, MAX_BOXES)[rng.randrange(4)] if rng.random() < 0.97 else MAX_BOXES)
        boxes = [_random_box(rng) for _ in range(n)]
        if not first_wins:
            last = _box_of_value(rng, games.nim_sum(value(s, c) for s, c in boxes[:-1]))
            if last is None:
                continue
            boxes[-1] = last
            rng.shuffle(boxes)
        case = Case(boxes)
        if wins(case) == first_wins:
            return case


def worst_case(rng):
    """50 boxes of capacity near 10^6 with few stones: a recursion three
    levels deep for each."""
    return Case([(rng.randint(MAX_S - 1000, MAX_S), rng.randint(0, 30)) for _ in range(MAX_BOXES)])


def edge_cases():
    return SAMPLE + thresholds() + bounds()


def test_files():
    return [
        ("sample", SAMPLE),
        ("all-small", exhaustive()),
        ("thresholds", thresholds()),
        ("bounds", bounds()),
        ("random-up-to-bounds", games.alternating(random_case, 1729, 300)),
    ]


def layout_cases():
    return SAMPLE + [Case([(MAX_S, 0), (MAX_S, MAX_S)])]
