"""Oracle for switch-lights (HDU 3404 "Switch lights"): lights on a board
with 1-based coordinates, some on; a move chooses x1 <= x2 and y1 <= y2
with the light at (x2, y2) on, and switches the lights at the corners of
that rectangle, each distinct corner once (a rectangle of one row or one
column has two corners, a single cell one); whoever cannot move (every
light off) loses. lxhgww moves first.

Three methods:
  search_wins(lit)    a remembered win/lose search over whole sets of lit
                      cells (a bit mask) from the rules, with every
                      rectangle move; used while the lights lie in a box of
                      at most SEARCH_CELLS cells;
  defined_product     the Nim product by its definition, the mex over
                      a < x, b < y of (a * b) ^ (a * y) ^ (x * b), with
                      0 * y = x * 0 = 0 (what a light at (x, y) is worth,
                      row and column 0 standing for the degenerate
                      rectangles), for x, y < DEFINITION_SIZE;
  fermat_product      beyond that, the recursion on Fermat 2-powers.
Beyond the search, the first player wins iff the xor of x * y over the
lights is not 0, with the coordinates as given. Tests compare the search
with the xor of defined products on every set of lights in boxes of 16
cells, and the two products with each other on every pair below
2 * DEFINITION_SIZE.
"""

import functools
import itertools
import random
from collections import namedtuple

from common import casemodel as cases
from oracles import games

MAX_CASES, MAX_LIGHTS, MAX_COORDINATE = 100, 1000, 10000
SEARCH_CELLS = 16               # lights inside a box of at most this many cells are searched whole
DEFINITION_SIZE = 64            # products of x, y below this by the mex definition
FIELD = 1 << 16                 # products of coordinates up to 10^4 < 2^14 lie below 2^16
WIN, LOSS = "Have a try, lxhgww.", "Don't waste your time."
FRAMING = cases.CountFirst(1, MAX_CASES)
Light = namedtuple("Light", "x y")
Case = namedtuple("Case", "lights")
INVALID_INPUTS = [                                  # the statement rules these out
    "1\n2\n1 2\n1 2\n",                             # two lights at one place
    "1\n1\n0 5\n",                                  # a row 0
    "1\n1\n3 10001\n",                              # a column above 10^4
    "1\n1001\n" + "".join("%d 1\n" % x for x in range(1, 1002)),    # more than 1000 lights
    "1\n2\n1 1\n",                                  # fewer lights than n
    "101\n" + "1\n1 1\n" * 101,                     # more than 100 cases
]


def read_case(lines):
    n, = lines.ints(("n", 0, MAX_LIGHTS))
    lights, seen = [], set()
    for _ in range(n):
        number = lines.number
        light = Light(*lines.ints(("x", 1, MAX_COORDINATE), ("y", 1, MAX_COORDINATE)))
        if light in seen:
            raise lines.error("a second light at (%d, %d): no two lights share a position" % light, number)
        seen.add(light)
        lights.append(light)
    return Case(lights)


def write_case(case):
    return [str(len(case.lights))] + ["%d %d" % light for light in case.lights]


# --- The rules, played on whole boards ----------------------------------------------------

WIDTH = SEARCH_CELLS            # bit (x - 1) * WIDTH + (y - 1) is the light at (x, y)


def bit(x, y):
    return 1 << ((x - 1) * WIDTH + y - 1)


@functools.lru_cache(maxsize=None)
def switches(x2, y2):
    """Every move with (x2, y2) as its corner: the set of lights it
    switches, as a bit mask. Or-ing the corners' bits counts a corner
    that two of them name once."""
    return tuple(bit(x1, y1) | bit(x1, y2) | bit(x2, y1) | bit(x2, y2)
                 for x1 in range(1, x2 + 1) for y1 in range(1, y2 + 1))


def _moves(lit):
    for position in range(lit.bit_length()):
        if lit >> position & 1:
            x2, y2 = divmod(position, WIDTH)
            for switched in switches(x2 + 1, y2 + 1):
                yield lit ^ switched


_SEARCH = games.Search(_moves)


def search_wins(lights):
    """The player to move wins with these lights on (inside the searched
    boxes: every y at most WIDTH)."""
    lit = 0
    for x, y in lights:
        lit |= bit(x, y)
    return _SEARCH.wins(lit)


def searchable(lights):
    return max(x for x, _ in lights) * max(y for _, y in lights) <= SEARCH_CELLS


# --- The Nim product -----------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def definition_table(size):
    """table[x][y] = x * y for x, y < size by the definition: the mex over
    a < x, b < y of (a * b) ^ (a * y) ^ (x * b)."""
    table = [[0] * size for _ in range(size)]
    for x in range(1, size):
        for y in range(1, size):
            table[x][y] = games.mex({table[a][b] ^ table[a][y] ^ table[x][b] for a in range(x) for b in range(y)})
    return table


def defined_product(x, y):
    return definition_table(DEFINITION_SIZE)[x][y]


def fermat_power(n):
    """The largest Fermat 2-power (2, 4, 16, 256, 65536, ...: 2^(2^k)) at
    most n, for n >= 2."""
    power = 2
    while power * power <= n:
        power *= power
    return power


@functools.lru_cache(maxsize=1 << 17)
def fermat_product(x, y):
    """x * y (Nim) by the recursion on the largest Fermat 2-power F at most
    max(x, y): with x = a1 F ^ a0 and y = b1 F ^ b0 (a0, b0 < F, so that
    a1 F is an ordinary product), and F * F = 3F/2 = F ^ F/2,
      x * y = ((a1 * b1) ^ (a1 * b0) ^ (a0 * b1)) F ^ (a0 * b0) ^ (a1 * b1) * (F/2)."""
    if x < 2 or y < 2:
        return x * y
    f = fermat_power(max(x, y))
    a1, a0 = divmod(x, f)
    b1, b0 = divmod(y, f)
    high = fermat_product(a1, b1)
    middle = fermat_product(a1, b0) ^ fermat_product(a0, b1)
    return (high ^ middle) * f ^ fermat_product(a0, b0) ^ fermat_product(high, f // 2)


def product(x, y):
    """What a light at (x, y) is worth."""
    if x < DEFINITION_SIZE and y < DEFINITION_SIZE:
        return defined_product(x, y)
    return fermat_product(x, y)


def board_value(lights):
    return games.nim_sum(product(x, y) for x, y in lights)


def wins(case):
    if not case.lights:
        return False                                # every light off: no move
    if searchable(case.lights):
        return search_wins(case.lights)
    return board_value(case.lights) != 0


def answer(case):
    return [WIN if wins(case) else LOSS]


# --- Cases ---------------------------------------------------------------------------------

SAMPLE = [Case([Light(1, 2), Light(2, 1)]), Case([Light(1, 1), Light(2, 2)])]


def box(rows, columns):
    return [Light(x, y) for x in range(1, rows + 1) for y in range(1, columns + 1)]


def exhaustive():
    """Every set of lights inside the 3 x 3 box, then those inside 1 x 6 or
    6 x 1 not counted yet: 1 to 9 lights, in order."""
    found = {}
    for cells in (box(3, 3), box(1, 6), box(6, 1)):
        for size in range(1, len(cells) + 1):
            for lights in itertools.combinations(cells, size):
                found.setdefault(lights, Case(list(lights)))
    return list(found.values())


@functools.lru_cache(maxsize=None)
def inverse(x):
    """The v with x * v = 1 (Nim), 0 < x < FIELD: the numbers below a
    Fermat 2-power form a field under Nim addition and multiplication, so
    v = x^(FIELD - 2), by squaring."""
    result, power, exponent = 1, x, FIELD - 2
    while exponent:
        if exponent & 1:
            result = fermat_product(result, power)
        power = fermat_product(power, power)
        exponent >>= 1
    return result


def _light(rng, high):
    kind = rng.random()
    if kind < 0.15:
        return Light(1, rng.randint(1, high))       # row 1 and column 1: the degenerate moves' own lights
    if kind < 0.3:
        return Light(rng.randint(1, high), 1)
    return Light(rng.randint(1, high), rng.randint(1, high))


def lost_lights(rng, count, high):
    """count distinct lights (at least 1) up to high, and one more whose
    product is the xor of theirs, so that the board is lost; shuffled. The
    last light (x, y) takes a random x and y = value * inverse(x), drawn
    again until y is a coordinate."""
    while True:
        lights = set()
        while len(lights) < count:
            lights.add(_light(rng, high))
        value = board_value(lights)
        if value == 0:
            continue
        for _ in range(40):
            x = rng.randint(1, high) if rng.random() < 0.8 else 1
            y = fermat_product(value, inverse(x))
            if y <= high and Light(x, y) not in lights:
                lights = sorted(lights) + [Light(x, y)]
                rng.shuffle(lights)
                return lights


def product_cases():
    """Boards where the Nim product parts from what is taken for it:
    equal products of unequal pairs (lost), lights in row and column 1,
    squares of Fermat 2-powers, and the products of 0-based coordinates,
    of ordinary multiplication, of xor, of multiplication without carries."""
    found = [Case([Light(2, 2), Light(1, 3)]), Case([Light(2, 2), Light(3, 1)]), Case([Light(2, 3), Light(1, 1)]),
             Case([Light(4, 4), Light(1, 6)]), Case([Light(16, 16), Light(1, 24)]),
             Case([Light(256, 256), Light(384, 1)]), Case([Light(2, 2)]), Case([Light(1, 1)]),
             Case([Light(1, 7)]), Case([Light(7, 1)]), Case([Light(1, 10000)]), Case([Light(10000, 1)]),
             Case([Light(3, 3), Light(2, 1)]), Case([Light(2, 4), Light(8, 1)])]
    for x in range(1, 8):
        for y in range(1, 8):
            for a in range(1, 8):
                b = fermat_product(fermat_product(x, y), inverse(a))
                if 1 <= b <= 7 and (x, y) < (a, b):
                    found.append(Case([Light(x, y), Light(a, b)]))      # equal products: lost
    return found


def bounds():
    rng = random.Random(3404)
    top = MAX_COORDINATE
    return [
        Case([]), Case([Light(top, top)]), Case([Light(top, top), Light(1, 1)]),
        Case([Light(x, y) for x in range(top - 4, top + 1) for y in range(top - 199, top + 1)]),
        Case(lost_lights(rng, MAX_LIGHTS - 1, top)), Case(lost_lights(rng, 2, top)),
        Case(box(25, 40)), Case([Light(1, y) for y in range(1, MAX_LIGHTS + 1)]),
        Case([Light(x, 1) for x in range(top - MAX_LIGHTS + 1, top + 1)]),
        Case([Light(2 ** 13, 2 ** 13), Light(2 ** 13 + 1, 2 ** 13 - 1)]),
        Case(lost_lights(rng, 500, 300)), Case(lost_lights(rng, 999, 40)),
    ]


def edge_cases():
    return SAMPLE + product_cases() + bounds()


def random_case(rng, first_wins):
    """1 to 1000 lights (mostly a few), in a small box or anywhere up to
    10^4, many in row or column 1; a loss by lost_lights."""
    while True:
        kind = rng.random()
        count = rng.randint(1, 6) if kind < 0.8 else rng.randint(1, 60) if kind < 0.97 else \
            rng.randint(1, MAX_LIGHTS - 1)
        high = (4, 16, 200, MAX_COORDINATE)[rng.randint(0, 3)]
        if high * high < 2 * count:
            continue
        if first_wins:
            lights = set()
            while len(lights) < count:
                lights.add(_light(rng, high))
            lights = list(lights)
        else:
            lights = lost_lights(rng, count, high)
        case = Case(lights)
        if wins(case) == first_wins:
            return case


def worst_case(rng):
    """1000 lights anywhere up to 10^4, lost one time in two: the most
    products a case can ask for."""
    if rng.random() < 0.5:
        return Case(lost_lights(rng, MAX_LIGHTS - 1, MAX_COORDINATE))
    lights = set()
    while len(lights) < MAX_LIGHTS:
        lights.add(Light(rng.randint(1, MAX_COORDINATE), rng.randint(1, MAX_COORDINATE)))
    return Case(list(lights))


def test_files():
    small = exhaustive()
    return [("sample", SAMPLE)] + [
        ("all-small-%d" % (i + 1), chunk) for i, chunk in enumerate(cases.chunks(small, MAX_CASES))] + [
        ("products", product_cases()),
        ("bounds", bounds()),
        ("random-up-to-bounds", games.alternating(random_case, 3404, MAX_CASES)),
    ]


def layout_cases():
    return SAMPLE + [Case([Light(MAX_COORDINATE, 1), Light(3, 7)])]
