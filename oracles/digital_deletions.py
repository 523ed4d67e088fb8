"""Oracle for digital-deletions (HDU 1404 / ZOJ 1104): a string of 1 to 6
digits; a move lowers one digit to any smaller digit, or erases a 0 with
every digit to its right; whoever removes the last digit wins.

A position is the string (a tuple of digits); the empty string is lost for
the player to move (the opponent removed the last digit). Two methods
that share nothing:
  search_wins(digits)  from the rules, a search over the strings reachable
                       from digits, remembered (used for short strings
                       and strings of small digits, and by the tests);
  wins(case)           a table over every string of up to six digits,
                       built once. Strings of one length are visited in
                       increasing order, so every string a lowering move
                       reaches is decided first, and erasing reaches a
                       shorter string, decided before. Two lost strings
                       never differ in one digit only (the higher could
                       lower that digit to the other), so a string is lost
                       iff no erasing move reaches a lost string and, along
                       each of its digits, no lower string is lost: one
                       flag for each line of strings that differ in one
                       digit holds that. Checked against search_wins on
                       every string of up to five digits and many longer
                       ones (tests/oracles/test_digital_deletions.py).
"""

import functools
import itertools
from collections import namedtuple

from common import casemodel as cases
from oracles import games

MAX_LENGTH = 6
DIGITS = "0123456789"
FRAMING = cases.UntilEnd()
Case = namedtuple("Case", "digits")
INVALID_INPUTS = [                      # the statement rules these out
    "1234567\n",                        # seven digits
    "12a4\n",                           # a letter
    "12 34\n",                          # two strings on a line
    "-12\n",                            # a sign
]


def read_case(lines):
    return Case(lines.symbols("the string", DIGITS, 1, MAX_LENGTH))


def write_case(case):
    return [cases.symbol_word(case.digits, DIGITS)]


def moves(digits):
    """The strings one move from digits (a tuple)."""
    found = []
    for i, d in enumerate(digits):
        for lower in range(d):
            found.append(digits[:i] + (lower,) + digits[i + 1:])
        if d == 0:
            found.append(digits[:i])
    return found


def search_wins(digits, memo=None):
    """Does the player to move win from digits? A remembered search from
    the rules; () is lost. A memo (a dict) may be shared between calls."""
    if memo is None:
        memo = {}
    memo[()] = False

    def mover_wins(position):
        if position not in memo:
            memo[position] = any(not mover_wins(m) for m in moves(position))
        return memo[position]

    return mover_wins(tuple(digits))


@functools.lru_cache(maxsize=None)
def lost_tables():
    """lost[L][v]: the string of length L whose digits write v (leading
    zeros included) is lost for the player to move; lost[0][0] is the
    empty string."""
    lost = [bytearray(b"\x01")]
    for length in range(1, MAX_LENGTH + 1):
        size = 10 ** length
        powers = [10 ** (length - 1 - i) for i in range(length)]
        table = bytearray(size)
        line = [bytearray(size) for _ in range(length)]     # line[i][v, digit i set to 0]: a lost string on it
        shorter = [lost[i] for i in range(length)]
        places = list(range(length))
        for v, digits in enumerate(itertools.product(range(10), repeat=length)):   # increasing v
            if 0 in digits and any(digits[i] == 0 and shorter[i][v // (powers[i] * 10)] for i in places):
                continue                                    # erasing from this 0 leaves a lost string
            keys = [v - digits[i] * powers[i] for i in places]
            if any(line[i][keys[i]] for i in places):
                continue                                    # lowering one digit reaches a lost string
            table[v] = 1
            for i in places:
                line[i][keys[i]] = 1
        lost.append(table)
    return lost


def _value(digits):
    v = 0
    for d in digits:
        v = 10 * v + d
    return v


def wins(case):
    return not lost_tables()[len(case.digits)][_value(case.digits)]


def answer(case):
    return ["Yes" if wins(case) else "No"]


def _of(text):
    return Case([DIGITS.index(c) for c in text])


def exhaustive(size=3):
    found = []
    for length in range(1, size + 1):
        found += [_of(str(v).zfill(length)) for v in range(10 ** length)]
    return found


@functools.lru_cache(maxsize=None)
def lost_strings(length):
    table = lost_tables()[length]
    return [_of(str(v).zfill(length)) for v in range(len(table)) if table[v]]


def edge_cases():
    """The shortest and longest strings, all zeros and all nines, leading
    zeros, and the lost strings of six digits that read as small numbers
    (where dropping the leading zeros or reading the string as a number
    misleads)."""
    texts = ["0", "1", "9", "00", "01", "10", "11", "20", "99", "000000", "999999", "100000", "012345",
             "000001", "900000", "111111", "123456", "654321", "909090", "1000", "10000"]
    found = [_of(t) for t in texts]
    found += lost_strings(5)[:60] + lost_strings(6)[:60] + lost_strings(6)[-40:]
    return found


def random_case(rng, first_wins):
    def draw():
        length = rng.randint(1, MAX_LENGTH)
        return Case([rng.randint(0, 9) if rng.random() < 0.6 else rng.randint(1, 9) for _ in range(length)])
    if not first_wins and rng.random() < 0.5:
        return rng.choice(lost_strings(rng.randint(1, MAX_LENGTH)))
    return games.draw_until(draw, wins, first_wins)


def test_files():
    one_and_two = exhaustive(2)
    three = [_of(str(v).zfill(3)) for v in range(1000)]
    spread = [_of(str(v).zfill(6)) for v in range(0, 10 ** 6, 7919)]
    return [
        ("sample", [_of("0"), _of("00"), _of("1"), _of("20")]),
        ("all-one-and-two-digits", one_and_two),
        ("all-three-digits", three),
        ("lost-four-digits", lost_strings(4)),
        ("lost-five-digits", lost_strings(5)[::4]),
        ("lost-six-digits", lost_strings(6)[::32]),
        ("bounds", edge_cases()),
        ("six-digits-spread", spread),
    ]


def layout_cases():
    return [_of("0"), _of("00"), _of("1"), _of("20"), _of("999999"), _of("012345")]
