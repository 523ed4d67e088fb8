"""Oracle for chess-rows (HDU 5724 "Chess"): n rows of 20 cells; a move
takes one piece one cell right, or, if that cell holds a piece, over the
whole run of pieces to the first empty cell after it; never off the
board; who cannot move loses. Alice moves first.

A row is a bit mask (bit p - 1 for column p). Three methods:
  SEARCH            a remembered win/lose search over whole boards (tuples
                    of row masks), every move from the rules; used for
                    boards of at most SEARCH_PIECES pieces (tests: CHECK_PIECES);
  GRUNDY            each row's Grundy value by the mex over its moves
                    (games.Grundy), for rows of at most FEW or at least
                    MANY pieces (whose reachable rows are few); the board's
                    value is the xor of its rows' (Sprague-Grundy);
  blocks_value(row) for the other rows, the theorem of the analysis: with
                    the empty cells as steps, the counts of pieces in the
                    blocks between them are a staircase whose ground is
                    the block at the right edge; the row's value is the
                    xor of the blocks at odd distance from it.
Tests check blocks_value against GRUNDY on every row of at most 6 or at
least 14 pieces, and GRUNDY's xor against SEARCH on small boards.
"""

import random
from collections import namedtuple

from common import casemodel as cases
from oracles import games

WIDTH, MAX_ROWS = 20, 1000
FULL = (1 << WIDTH) - 1
SEARCH_PIECES = 3               # boards of up to this many pieces are answered by the search
CHECK_PIECES = 5                # tests: the xor of the rows against the search up to here
FEW, MANY = 5, 16
STRESS_BATCH = 50
Case = namedtuple("Case", "rows")
FRAMING = cases.CountFirst(1, 10 ** 6)
INVALID_INPUTS = [
    "1\n1\n1 21\n",                 # column 21
    "1\n1\n2 5 5\n",                # two pieces in one cell
    "1\n0\n",                       # no row
    "1\n1001\n" + "1 1\n" * 1001,   # more than 1000 rows
    "1\n2\n1 3\n",                  # fewer rows than n
    "1\n1\n21 " + " ".join(map(str, range(1, 21))) + " 1\n",    # 21 pieces
]


def read_case(lines):
    n, = lines.ints(("n", 1, MAX_ROWS))
    rows = []
    for _ in range(n):
        number = lines.number
        columns = lines.counted_list(("m", 0, WIDTH), ("p", 1, WIDTH))
        if len(set(columns)) != len(columns):
            raise lines.error("two pieces in one cell of a row", number)
        rows.append(sorted(columns))
    return Case(rows)


def write_case(case):
    return [str(len(case.rows))] + [" ".join(map(str, [len(r)] + list(r))) for r in case.rows]


def mask_of(columns):
    mask = 0
    for p in columns:
        mask |= 1 << (p - 1)
    return mask


def row_moves(mask):
    """The rows one move leaves: a piece at bit b goes to the first empty
    bit above it, if that is on the board."""
    found = []
    for b in range(WIDTH):
        if mask >> b & 1:
            q = b + 1
            while q < WIDTH and mask >> q & 1:
                q += 1
            if q < WIDTH:
                found.append(mask & ~(1 << b) | 1 << q)
    return found


def board_moves(board):
    for i, row in enumerate(board):
        for after in row_moves(row):
            yield tuple(sorted(board[:i] + (after,) + board[i + 1:]))


SEARCH = games.Search(board_moves)
GRUNDY = games.Grundy(row_moves)


def blocks_value(mask):
    """The xor of the numbers of pieces in the blocks at odd distance from
    the right edge: walk from the right, the block after the k-th empty
    cell (counting from the right) being at distance k."""
    value, distance, run = 0, 0, 0
    for b in range(WIDTH - 1, -1, -1):
        if mask >> b & 1:
            run += 1
        else:
            if distance % 2 == 1:
                value ^= run
            distance += 1
            run = 0
    if distance % 2 == 1:
        value ^= run
    return value


def row_value(mask):
    pieces = bin(mask).count("1")
    if pieces <= FEW or pieces >= MANY:
        return GRUNDY.value(mask)
    return blocks_value(mask)


def board_value(case):
    return games.nim_sum(row_value(mask_of(r)) for r in case.rows)


def wins(case):
    if sum(len(r) for r in case.rows) <= SEARCH_PIECES:
        return SEARCH.wins(tuple(sorted(mask_of(r) for r in case.rows)))
    return board_value(case) != 0


def answer(case):
    return ["YES" if wins(case) else "NO"]


# --- Cases -----------------------------------------------------------------------------------

SAMPLE = [Case([[19, 20]]), Case([[19], [18]])]


def columns_of(mask):
    return [b + 1 for b in range(WIDTH) if mask >> b & 1]


def exhaustive():
    """Every single row whose pieces stand in the last 7 columns, one row
    a case (127 cases)."""
    rows = [[c + 13 for c in columns_of(m)] for m in range(1, 1 << 7)]
    return [Case([r]) for r in rows]


def jump_traps(rng, count):
    """One-row and two-row cases with long runs of pieces, where a move
    that does not jump (a piece only goes to an empty neighbour) or a
    count of steps gets the value wrong; won and lost in turn."""
    found, want = [], True
    while len(found) < count:
        rows = []
        for _ in range(rng.randint(1, 2)):
            mask = 0
            for _ in range(rng.randint(1, 4)):
                start, length = rng.randrange(WIDTH), rng.randint(2, 8)
                for b in range(start, min(WIDTH, start + length)):
                    mask |= 1 << b
            rows.append(columns_of(mask))
        case = Case(rows)
        if wins(case) == want:
            found.append(case)
            want = not want
    return found


def random_row(rng):
    kind = rng.random()
    if kind < 0.3:
        return sorted(rng.sample(range(1, WIDTH + 1), rng.randint(0, 3)))
    if kind < 0.5:
        return sorted(rng.sample(range(14, WIDTH + 1), rng.randint(1, 7)))
    return sorted(rng.sample(range(1, WIDTH + 1), rng.randint(0, WIDTH)))


def random_case(rng, first_wins):
    while True:
        n = rng.randint(1, 3) if rng.random() < 0.6 else rng.randint(1, 30)
        rows = [random_row(rng) for _ in range(n)]
        if not first_wins:
            last = _row_worth(rng, board_value(Case(rows)))
            if last is None:
                continue
            rows.append(last)
        case = Case(rows)
        if wins(case) == first_wins:
            return case


def _row_worth(rng, value, tries=40):
    """A random row of the given value, or None if none was drawn."""
    for _ in range(tries):
        row = random_row(rng)
        if row_value(mask_of(row)) == value:
            return row
    return None


def bounds():
    """1000 rows: all full (no move), all of one piece in column 1, and
    1000 random rows, won and lost; a full row; an empty row."""
    rng = random.Random(5724)
    full = list(range(1, WIDTH + 1))
    while True:
        lost = [random_row(rng) for _ in range(MAX_ROWS - 1)]
        rest = games.nim_sum(row_value(mask_of(r)) for r in lost)
        last = _row_worth(rng, rest, 1000)
        if rest and last is not None:
            break
    return [Case([full] * MAX_ROWS), Case([[1]] * MAX_ROWS), Case([[1]] * (MAX_ROWS - 1)),
            Case(lost + [last]), Case(lost),
            Case([full]), Case([[]]), Case([[20]]), Case([[1]])]


def edge_cases():
    return SAMPLE + jump_traps(random.Random(1), 20)


def test_files():
    rng = random.Random(5724)
    return [
        ("sample", SAMPLE),
        ("last-seven-columns", exhaustive()),
        ("jumps", jump_traps(rng, 200)),
        ("bounds", bounds()),
        ("random", games.alternating(random_case, 5724, 200)),
    ]


def layout_cases():
    return SAMPLE + [Case([[1, 2, 3], [20], []])]


def worst_case(rng):
    """A case of 1000 random rows: the table is built once an input, so
    this is mostly reading."""
    return Case([random_row(rng) for _ in range(MAX_ROWS)])
