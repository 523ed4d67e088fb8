"""Oracle for chomp (a problem of our own): a bar of chocolate squares in a
staircase shape inside 8 x 8, the poisoned square in row 1, column 1; a
bite at (i, j) eats every square (i', j') left with i' >= i and j' >= j;
whoever must eat the poison (faces the poisoned square alone) loses. A case
is the row lengths; the answer is `Second` when the player to move loses,
else `First i j`, a winning bite. Any winning bite is right: check()
judges the bite.

One method, exact at every bound: a memoised search over the shapes from
the rules (there are C(16, 8) - 1 = 12869 non-empty shapes inside 8 x 8).
Tests check the strategy-stealing theorem (every rectangle but 1 x 1 is
won) and the two-row rule against it.
"""

import functools
import itertools
import random
from collections import namedtuple

from common import casemodel as cases
from oracles import games

SIZE = 8
MAX_CASES = 20000
FRAMING = cases.CountFirst(1, MAX_CASES)
Case = namedtuple("Case", "rows")
INVALID_INPUTS = [                              # the statement rules these out
    "1\n2 3 4\n",                               # a row longer than the row below it
    "1\n1 9\n",                                 # a row of 9 squares
    "1\n9 1 1 1 1 1 1 1 1 1\n",                 # 9 rows
    "1\n2 3 0\n",                               # an empty row
    "1\n3 2 1\n",                               # m = 3 but two lengths follow
    "2\n1 1\n",                                 # fewer cases than announced
]


def read_case(lines):
    number = lines.number
    rows = lines.counted_list(("m", 1, SIZE), ("l", 1, SIZE))
    for i in range(1, len(rows)):
        if rows[i] > rows[i - 1]:
            raise lines.error("row %d (%d squares) is longer than row %d below it (%d)"
                              % (i + 1, rows[i], i, rows[i - 1]), number)
    return Case(rows)


def write_case(case):
    known = _known().get(tuple(case.rows))
    return [known.line if known else _line(case.rows)]


def _line(rows):
    return " ".join(map(str, [len(rows)] + list(rows)))


def bite(rows, i, j):
    """The shape after a bite at row i, column j (1-based): every row from i
    up keeps at most j - 1 squares; empty rows go, which is all of them
    when j = 1 (no row of the shape is empty to begin with)."""
    kept = rows[:i - 1]
    return kept if j == 1 else kept + tuple([length if length < j else j - 1 for length in rows[i - 1:]])


def bites(rows):
    """Every bite but the poison's, (i, j) in row-major order."""
    return [(i + 1, j) for i, length in enumerate(rows) for j in range(1, length + 1) if (i, j) != (0, 1)]


@functools.lru_cache(maxsize=None)
def first_winning_bite(rows):
    """The first bite (i, j) in row-major order that leaves a lost shape,
    or None: the shape rows (a tuple of lengths) is lost exactly when no
    bite leaves a lost shape. The poison alone has no other bite."""
    return next(((i, j) for i, j in bites(rows) if first_winning_bite(bite(rows, i, j)) is None), None)


def mover_wins(rows):
    """The player to move wins with the shape rows (a tuple of lengths)."""
    return first_winning_bite(rows) is not None


def winning_bites(rows):
    return [(i, j) for i, j in bites(rows) if not mover_wins(bite(rows, i, j))]


def answer_line(rows):
    """The first winning bite in row-major order, or Second."""
    found = first_winning_bite(rows)
    return "First %d %d" % found if found else "Second"


Known = namedtuple("Known", "answer wins line")


@functools.lru_cache(maxsize=None)
def _known():
    """{rows: Known} for every shape inside 8 x 8: its answer line, whether
    the player to move wins, its input line; worked out once by the
    functions above, since stress asks them of 10^5 cases a second."""
    return {shape: Known(answer_line(shape), mover_wins(shape), _line(shape))
            for shape in map(tuple, all_shapes())}


def wins(case):
    return _known()[tuple(case.rows)].wins


def answer(case):
    return [_known()[tuple(case.rows)].answer]


def check(case, lines):
    rows = tuple(case.rows)
    tokens = lines[0].split(" ")
    if not mover_wins(rows):
        return None if tokens == ["Second"] else "the player to move loses: expected Second"
    if tokens == ["Second"]:
        return "the player to move wins: expected First and a winning bite"
    square = cases.written_ints(tokens[1:])
    if len(tokens) != 3 or tokens[0] != "First" or square is None:
        return "expected First i j, got %r" % lines[0]
    i, j = square
    if (i, j) not in bites(rows):
        return "%r is not a bite: (i, j) must be a square of the bar other than the poisoned one" % lines[0]
    return None if not mover_wins(bite(rows, i, j)) else "%r leaves the opponent a winning shape" % lines[0]


# --- Cases -------------------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def all_shapes(size=SIZE):
    """Every non-empty staircase inside size x size, as lists of lengths."""
    return [[length for length in shape if length]
            for shape in itertools.combinations_with_replacement(range(size, -1, -1), size) if shape[0]]


SAMPLE = [Case([1]), Case([2, 2]), Case([2, 1]), Case([5]), Case([3, 3, 3]), Case([4, 3, 1])]


def exhaustive():
    return [Case(rows) for rows in all_shapes(4)]


def lost_shapes():
    return [Case(rows) for rows in all_shapes() if not mover_wins(tuple(rows))]


@functools.lru_cache(maxsize=None)
def _shapes_by_outcome():
    return games.by_outcome([Case(rows) for rows in all_shapes()], wins)


def rectangles():
    return [Case([width] * height) for height in range(1, SIZE + 1) for width in range(1, SIZE + 1)]


def random_case(rng, first_wins):
    return rng.choice(_shapes_by_outcome()[first_wins])


def edge_cases():
    return SAMPLE + rectangles() + lost_shapes()


def test_files():
    shapes = [Case(rows) for rows in all_shapes()]
    random.Random(16).shuffle(shapes)
    return [
        ("sample", SAMPLE),
        ("all-small", exhaustive()),
        ("rectangles", rectangles()),
        ("lost-shapes", lost_shapes()),
        ("every-shape", shapes),
    ]


def layout_cases():
    return SAMPLE + [Case([8, 8, 7, 1])]
