"""Oracle for northcott (HDU 1730): n rows of m squares, each row holding
one of Tom's pieces and one of Jerry's; a move slides one of the mover's
own pieces along its row to any empty square without passing the other
piece; the player who cannot move loses. Tom moves first.

The game is partizan (each player moves his own pieces) and loopy (a
piece may retreat), so the search from the rules is a retrograde analysis
over (the pieces' squares, the player to move) that allows draws:
  search_outcome(m, rows)  "win", "loss" or "draw" for Tom, to move, found
                           by working back from the positions where the
                           player to move has no move (small boards);
  wins(case)               each row as a heap of its gap g = |T - J| - 1
                           in which a move toward the enemy leaves any
                           smaller gap: Grundy values by the mex over those
                           moves, xor over the rows. A retreat is undone by
                           the opponent's advance by as much, and retreats
                           end at the board's edge, so they change nothing.
tests/oracles/test_northcott.py compares the two on every position of one
row of up to 10 squares, two rows of up to 7 and three rows of up to 5
(no position is a draw).
"""

import functools
from collections import namedtuple

from common import casemodel as cases
from oracles import games

MAX_ROWS = 1000
MIN_M, MAX_M = 2, 100
FRAMING = cases.UntilEnd()
Case = namedtuple("Case", "m rows")     # rows: [(Tom's square, Jerry's square)], 1-based
STRESS_BATCH = 300
INVALID_INPUTS = [                      # the statement rules these out
    "1 6\n3 3\n",                       # both pieces on one square
    "1 6\n3 7\n",                       # a square beyond m
    "1 1\n1 1\n",                       # m below 2
    "2 6\n4 5\n",                       # fewer rows than n
    "1001 6\n" + "1 2\n" * 1001,        # more than 1000 rows
    "1 101\n1 2\n",                     # m above 100
]


def read_case(lines):
    n, m = lines.ints(("n", 1, MAX_ROWS), ("m", MIN_M, MAX_M))
    rows = []
    for _ in range(n):
        number = lines.number
        t, j = lines.ints(("T", 1, m), ("J", 1, m))
        if t == j:
            raise lines.error("Tom's and Jerry's pieces share square %d" % t, number)
        rows.append((t, j))
    return Case(m, rows)


def write_case(case):
    return ["%d %d" % (len(case.rows), case.m)] + ["%d %d" % row for row in case.rows]


def _moves(m, rows, mover):
    """The rows after each move of mover (0: Tom, 1: Jerry)."""
    for i, row in enumerate(rows):
        mine, other = row[mover], row[1 - mover]
        low, high = (other + 1, m) if other < mine else (1, other - 1)
        for to in range(low, high + 1):
            if to != mine:
                new = (to, other) if mover == 0 else (other, to)
                yield rows[:i] + (new,) + rows[i + 1:]


def _all_rows(m, count):
    one = [(t, j) for t in range(1, m + 1) for j in range(1, m + 1) if t != j]
    if count == 0:
        return [()]
    return [rest + (row,) for rest in _all_rows(m, count - 1) for row in one]


@functools.lru_cache(maxsize=None)
def _outcomes(m, count):
    """{(rows, mover): "win" / "loss" / "draw" for the player to move} over
    every position of count rows of m squares: retrograde analysis."""
    positions = [(rows, mover) for rows in _all_rows(m, count) for mover in (0, 1)]
    successors = {p: [(after, 1 - p[1]) for after in _moves(m, p[0], p[1])] for p in positions}
    predecessors = {p: [] for p in positions}
    for p, after in successors.items():
        for q in after:
            predecessors[q].append(p)
    result = {}
    left = {p: len(successors[p]) for p in positions}
    queue = [p for p in positions if left[p] == 0]
    for p in queue:
        result[p] = "loss"
    while queue:
        q = queue.pop()
        for p in predecessors[q]:
            if p in result:
                continue
            if result[q] == "loss":
                result[p] = "win"
                queue.append(p)
            else:
                left[p] -= 1
                if left[p] == 0:
                    result[p] = "loss"
                    queue.append(p)
    return {p: result.get(p, "draw") for p in positions}


def search_outcome(m, rows):
    """Tom's outcome, Tom to move, from the rules (small boards only)."""
    return _outcomes(m, len(rows))[(tuple(rows), 0)]


@functools.lru_cache(maxsize=None)
def gap_values():
    """The Grundy value of a row's gap 0 .. MAX_M - 2 when an advance
    leaves any smaller gap."""
    return games.heap_values(MAX_M - 2, lambda g: [(h,) for h in range(g)])


def wins(case):
    values = gap_values()
    return games.nim_sum([values[abs(t - j) - 1] for t, j in case.rows]) != 0


def answer(case):
    return ["I WIN!" if wins(case) else "BAD LUCK!"]


def exhaustive(size=6):
    found = [Case(m, list(rows)) for m in range(2, size + 1) for rows in _all_rows(m, 1)]
    found += [Case(m, list(rows)) for m in range(2, 5) for rows in _all_rows(m, 2)]
    return found


def _random_row(rng, m, gap=None):
    if gap is None:
        gap = rng.randint(0, m - 2)
    left = rng.randint(1, m - gap - 1)
    right = left + gap + 1
    return (left, right) if rng.random() < 0.5 else (right, left)


def random_case(rng, first_wins):
    m = rng.choice([rng.randint(2, 8), rng.randint(2, MAX_M)])
    if first_wins and m == 2:
        m = rng.randint(3, 8)           # with m = 2 every gap is 0: Tom cannot win
    kind = rng.random()
    count = rng.randint(1, 4) if kind < 0.6 else rng.randint(1, 50) if kind < 0.95 else rng.randint(1, MAX_ROWS)
    while True:
        rows = [_random_row(rng, m) for _ in range(count)]
        if not first_wins and count >= 2:
            rest = games.nim_sum([abs(t - j) - 1 for t, j in rows[:-1]])
            if rest > m - 2:
                continue
            rows[-1] = _random_row(rng, m, rest)
            rng.shuffle(rows)
        case = Case(m, rows)
        if wins(case) == first_wins:
            return case


def _lost_rows(rng, m, count):
    rows = [_random_row(rng, m) for _ in range(count - 1)]
    rest = games.nim_sum([abs(t - j) - 1 for t, j in rows])
    while rest > m - 2:
        rows[rng.randrange(len(rows))] = _random_row(rng, m, 0)
        rest = games.nim_sum([abs(t - j) - 1 for t, j in rows])
    rows.append(_random_row(rng, m, rest))
    rng.shuffle(rows)
    return rows


def edge_cases():
    """Adjacent pieces (gap 0), the widest gap, Tom right of Jerry, equal
    gaps that cancel, and the largest boards."""
    import random
    rng = random.Random(1730)
    top = MAX_M
    found = [
        Case(2, [(1, 2)]), Case(2, [(2, 1)]), Case(3, [(1, 3)]), Case(3, [(3, 1)]), Case(top, [(1, top)]),
        Case(top, [(top, 1)]), Case(top, [(1, top), (top, 1)]), Case(top, [(50, 51)] * MAX_ROWS),
        Case(top, [(1, top)] * MAX_ROWS), Case(top, [(1, top)] * (MAX_ROWS - 1)),
        Case(6, [(4, 5), (1, 2), (1, 2)]), Case(6, [(5, 4), (2, 1), (1, 3)]), Case(6, [(5, 1), (1, 5)]),
        Case(10, [(9, 2), (1, 4), (10, 5)]),
    ]
    for count in (2, 3, 10, 1000):
        found.append(Case(top, _lost_rows(rng, top, count)))
    return found


def _lost_and_near(seed):
    """Lost boards of many rows, each with its twin where one piece stands
    one square closer (won): only the xor of the gaps tells them apart."""
    import random
    rng = random.Random(seed)
    found = []
    for _ in range(15):
        m = rng.randint(2, MAX_M)
        rows = _lost_rows(rng, m, rng.randint(2, 300))
        found.append(Case(m, rows))
        i = max(range(len(rows)), key=lambda r: abs(rows[r][0] - rows[r][1]))
        t, j = rows[i]
        if abs(t - j) > 1:
            near = list(rows)
            near[i] = (t + (1 if j > t else -1), j)
            found.append(Case(m, near))
    return found


def test_files():
    one_row = [Case(m, list(rows)) for m in range(2, 11) for rows in _all_rows(m, 1)]
    two_rows = [Case(m, list(rows)) for m in range(2, 6) for rows in _all_rows(m, 2)]
    return [
        ("sample", [Case(6, [(4, 5), (1, 2), (1, 2)]), Case(6, [(4, 5), (1, 3), (1, 2)])]),
        ("one-row", one_row),
        ("two-rows", two_rows),
        ("bounds", edge_cases()),
        ("lost-and-near", _lost_and_near(1730)),
    ]


def layout_cases():
    return [Case(6, [(4, 5), (1, 2), (1, 2)]), Case(6, [(4, 5), (1, 3), (1, 2)]), Case(MAX_M, [(MAX_M, 1)])]
