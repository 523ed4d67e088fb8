"""Oracle for kayles (a problem of our own): rows of pins; a move knocks
down one pin or two neighbouring pins of one row, which may split it in
two; who cannot move loses. A case is the row lengths; the answer is
`Second` when the player to move loses, else `First r a b`: a winning move
that knocks down pins a..b (b = a or a + 1) of row r. Any winning move is
right: check() judges the move.

Two methods that share nothing:
  search_wins(rows)  a search over whole positions (the sorted tuple of
                     row lengths) from the rules alone, for small positions;
  grundy(n)          the Grundy value of one row by the mex definition up to
                     TABLE_SIZE, and beyond it the period 12 that holds from
                     71 on (tests check it by the Guy-Smith theorem over the
                     table), with the Sprague-Grundy theorem: a position
                     loses iff the xor of its rows' values is 0.
answer() and check() use the second; tests check it against the first.
"""

import functools
import itertools
import random
from collections import namedtuple

from common import casemodel as cases
from oracles import games

MAX = 10 ** 9
MAX_ROWS, MAX_CASES = 100, 1000
TABLE_SIZE = 240                   # values by mex; past 2 * 71 + 12 + 2, which the period needs
PERIOD, PERIOD_START = 12, 71      # g(n + 12) = g(n) for every n >= 71
FRAMING = cases.CountFirst(1, MAX_CASES)
Case = namedtuple("Case", "rows")
INVALID_INPUTS = [                                      # the statement rules these out
    "1\n2 3 0\n",                                       # a row of no pins
    "1\n1 1000000001\n",                                # a row above 10^9
    "1\n0\n",                                           # a case of no rows
    "1\n3 1 2\n",                                       # k = 3 but two rows follow
    "1\n101 " + " ".join(["1"] * 101) + "\n",           # more than 100 rows
    "2\n1 4\n",                                         # fewer cases than announced
]


def read_case(lines):
    return Case(lines.counted_list(("k", 1, MAX_ROWS), ("n", 1, MAX)))


def write_case(case):
    return [" ".join(map(str, [len(case.rows)] + case.rows))]


# --- Grundy values of one row ------------------------------------------------------------

def _splits(n):
    """(left, right) for every move in a row of n pins: knock down one pin
    or two neighbours, leaving left pins before them and right after."""
    return [(left, n - knocked - left) for knocked in (1, 2) for left in range(n - knocked + 1)]


@functools.lru_cache(maxsize=None)
def mex_table(size=TABLE_SIZE):
    """[g(0), ..., g(size)] by the definition: g(n) is the mex of
    g(left) xor g(right) over the moves in a row of n."""
    return games.heap_values(size, _splits)


def grundy(n):
    """g(n) for any n up to the bound: the table, and the period beyond it."""
    return mex_table()[n if n <= TABLE_SIZE else TABLE_SIZE - PERIOD + 1 + (n - TABLE_SIZE - 1) % PERIOD]


@functools.lru_cache(maxsize=None)
def _value_tables():
    """(mex_table(), by_residue): by_residue[n % PERIOD] is grundy(n) for
    every n past the table (one period of them)."""
    by_residue = [0] * PERIOD
    for n in range(TABLE_SIZE + 1, TABLE_SIZE + PERIOD + 1):
        by_residue[n % PERIOD] = grundy(n)
    return mex_table(), by_residue


def values(rows):
    """[grundy(n) for n in rows], read from two tables in one comprehension,
    with no call a row: every case asks it of its rows, up to 100 of them."""
    table, by_residue = _value_tables()
    return [table[n] if n <= TABLE_SIZE else by_residue[n % PERIOD] for n in rows]


def position_value(rows):
    return games.nim_sum(values(rows))


def wins(case):
    return position_value(case.rows) != 0


# --- Moves -------------------------------------------------------------------------------

SMALL_PART = PERIOD_START + PERIOD      # a winning split has a part below this (see winning_move)


def winning_move(rows):
    """(r, a, b), 1-based, of a winning move, or None if the position is
    lost. In a row whose value g has g xor x < g (x the position's value)
    some split reaches value g xor x, by the definition of mex; and one
    with a part below SMALL_PART: while both parts are at least that,
    moving 12 pins from one part to the other keeps both values."""
    row_values = values(rows)
    x = games.nim_sum(row_values)
    if x == 0:
        return None
    r = 0
    while row_values[r] ^ x > row_values[r]:     # a loop, not next(): stress asks it 500 times a batch
        r += 1
    knocked, left = _split_reaching(_split_class(rows[r]), row_values[r] ^ x)
    return r + 1, left + 1, left + knocked


@functools.lru_cache(maxsize=None)
def _split_reaching(n, target):
    """(knocked, left): the first split of a row of n, one pin knocked down
    before two, the left part from 0 up to SMALL_PART - 1, whose parts'
    values xor to target. Rows are asked by their _split_class, so that
    what is remembered serves every row of the class."""
    for knocked in (1, 2):
        for left in range(min(SMALL_PART, n - knocked + 1)):
            if grundy(left) ^ grundy(n - knocked - left) == target:
                return knocked, left
    raise AssertionError("no split of %d reaches %d" % (n, target))


SPLITS_REPEAT = PERIOD_START + 1 + SMALL_PART   # rows from here on split as the row 12 shorter


def _split_class(n):
    """The shortest row whose splits with a left part below SMALL_PART
    have the values of n's: from SPLITS_REPEAT on, every right part is
    at least PERIOD_START, where values repeat every PERIOD."""
    return n if n < SPLITS_REPEAT + PERIOD else SPLITS_REPEAT + (n - SPLITS_REPEAT) % PERIOD


def answer(case):
    move = winning_move(case.rows)
    return ["Second"] if move is None else ["First %d %d %d" % move]


def after_move(rows, move):
    """The rows after move (r, a, b), or None if it is not a legal move."""
    r, a, b = move
    if not (1 <= r <= len(rows) and 1 <= a <= b <= rows[r - 1] and b - a <= 1):
        return None
    n = rows[r - 1]
    return rows[:r - 1] + [part for part in (a - 1, n - b) if part] + rows[r:]


def check(case, lines):
    tokens = lines[0].split(" ")
    if not wins(case):
        return None if tokens == ["Second"] else "the player to move loses: expected Second"
    if tokens == ["Second"]:
        return "the player to move wins: expected First and a winning move"
    move = cases.written_ints(tokens[1:])
    if len(tokens) != 4 or tokens[0] != "First" or move is None:
        return "expected First r a b, got %r" % lines[0]
    rows = after_move(case.rows, tuple(move))
    if rows is None:
        return "%r is not a move: pins a..b (b = a or a + 1) of row r must stand" % lines[0]
    return None if position_value(rows) == 0 else "%r leaves the opponent a winning position" % lines[0]


# --- The search over whole positions -----------------------------------------------------

_SEARCH = games.Search(games.position_moves(_splits))


def search_wins(rows):
    """The player to move wins with the rows (a sorted tuple of lengths):
    some move in some row leaves a lost position."""
    return _SEARCH.wins(rows)


# --- Cases -------------------------------------------------------------------------------

SAMPLE = [Case([3]), Case([1, 1]), Case([4, 4]), Case([2, 5]), Case([1000, 1, 6])]


def exhaustive():
    """Every row up to 90 alone, every pair up to 24, every three rows up to 9."""
    return ([Case([n]) for n in range(1, 91)] +
            [Case(list(p)) for p in itertools.combinations_with_replacement(range(1, 25), 2)] +
            [Case(list(p)) for p in itertools.combinations_with_replacement(range(1, 10), 3)])


@functools.lru_cache(maxsize=None)
def _rows_of_value():
    """{g: the rows up to TABLE_SIZE of that value}."""
    found = {}
    for n in range(1, TABLE_SIZE + 1):
        found.setdefault(grundy(n), []).append(n)
    return found


def _row_of_value(below, value, high=TABLE_SIZE):
    """A row of Grundy value value (None if there is none), up to high if
    high is beyond the table: past 71 it may be moved up by periods.
    below(k) is a whole number from 0 to k - 1 at random (see
    _with_outcome)."""
    rows = _rows_of_value().get(value)
    if not rows:
        return None
    y = rows[below(len(rows))]
    if high > TABLE_SIZE and y >= PERIOD_START:
        y += PERIOD * below((high - y) // PERIOD + 1)
    return y


def exception_cases():
    """Every row up to 100 next to a row that asks its value exactly: one of
    the same value (lost) and one of a value that differs in as low a bit
    as can be (won), the partners from up to 10^9: where a period assumed from the start, or reduced with
    n mod 12 into the table's first rows, goes wrong."""
    rng = random.Random(1271)
    found = []
    for n in range(1, 101):
        found.append(Case([n, _row_of_value(rng.randrange, grundy(n), MAX)]))
        near = next(grundy(n) ^ d for d in range(1, 16) if grundy(n) ^ d in _rows_of_value())
        found.append(Case([n, _row_of_value(rng.randrange, near, MAX)]))
    return found


def _random_rows(rng, count, high):
    return [rng.randint(1, high) for _ in range(count)]


def _with_outcome(below, rows, first_wins):
    """rows with the last one replaced so that the position has the outcome
    (None if no row can give it). below(k) is a whole number from 0 to
    k - 1 at random: rng.randrange for the data, which draws as the
    rng.randint(1, k) and rng.choice the data was made with did, and a
    product of rng.random() for random_case, which costs less."""
    table, by_residue = _value_tables()         # values() and grundy() inlined: stress draws
    others, last = rows[:-1], rows[-1]          # a thousand cases a batch
    rest = 0
    for n in others:
        rest ^= table[n] if n <= TABLE_SIZE else by_residue[n % PERIOD]
    if first_wins:
        last = 1 + below(last if last > 1 else 2)
        while (table[last] if last <= TABLE_SIZE else by_residue[last % PERIOD]) == rest:
            last += 1
    else:
        last = _row_of_value(below, rest, last)
        if last is None:
            return None
    others.append(last)
    return others


def random_case(rng, first_wins):
    """1, 2, 2, 3 or 4 rows, or up to 10, or up to 100 (one chance in
    seven each), up to 12, 40, 100, 1000 or 10^9 pins, the last row chosen
    for the outcome; drawn with rng.random(), the cheapest of its calls."""
    random = rng.random

    def below(k):
        return int(random() * k)

    while True:
        kind = int(random() * 7)
        count = (1, 2, 2, 3, 4)[kind] if kind < 5 else 1 + int(random() * (10, MAX_ROWS)[kind - 5])
        high = (12, 40, 100, 1000, MAX)[int(random() * 5)]
        rows = _with_outcome(below, [1 + int(random() * high) for _ in range(count)], first_wins)
        if rows is not None:
            return Case(rows)


def two_pin_cases():
    """Positions whose every winning move knocks down two pins (a move of
    one pin never wins there)."""
    found = []
    for rows in itertools.chain(([n] for n in range(1, 40)),
                                itertools.combinations_with_replacement(range(1, 30), 2)):
        rows = list(rows)
        if wins(Case(rows)) and not any(
                position_value(after_move(rows, (r + 1, a, a))) == 0
                for r, n in enumerate(rows) for a in range(1, n + 1)):
            found.append(Case(rows))
    return found


def medium_rows():
    """Rows of 10^4 to 10^5 pins: a table of values by mex up to the longest
    row (n^2 steps) takes far too long here; half of them lost."""
    return games.alternating(lambda rng, first_wins: Case(
        _with_outcome(rng.randrange, _random_rows(rng, rng.randint(1, 5), 100000), first_wins) or [100000]),
        7110, 200)


def large_rows():
    """Rows up to 10^9 of every residue mod 12, mixed with small ones, and
    the largest cases the statement allows."""
    rng = random.Random(71)
    found = [Case([MAX - i] * MAX_ROWS) for i in range(PERIOD)]
    found += [Case([MAX - i, MAX - j]) for i in range(PERIOD) for j in range(PERIOD)]
    for i in range(300):
        rows = _random_rows(rng, rng.randint(1, MAX_ROWS), rng.choice((100, MAX)))
        found.append(Case(_with_outcome(rng.randrange, rows, i % 2 == 0) or rows))
    return found


def edge_cases():
    return SAMPLE + exception_cases() + two_pin_cases() + large_rows()


def test_files():
    return [
        ("sample", SAMPLE),
        ("all-small", exhaustive()),
        ("medium-rows", medium_rows()),
        ("exceptions-and-period", exception_cases()),
        ("two-pin-moves", two_pin_cases()),
        ("large-rows", large_rows()),
    ]


def layout_cases():
    return SAMPLE + [Case([7, 8, 9])]
