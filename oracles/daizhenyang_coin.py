"""Oracle for daizhenyang-coin (HDU 3537 "Daizhenyang's Coin"): Mock
Turtles. A row of coins numbered from 0, the heads given as a list of
positions (a position may be listed more than once: it is still one coin,
heads up); a move turns over one, two or three coins, the rightmost of them
from heads to tails; whoever cannot move loses. Daizhenyang moves first,
and the answer is Yes when he loses.

Two methods that share nothing:
  search_wins(row)    a remembered win/lose search over whole rows of coins
                      (a bit mask of the heads) from the rules; used while
                      every head lies below SEARCH_ROW;
  odious_wins(heads)  beyond that, the coin-turning theorem with Mock
                      Turtles' values: a row's value is the xor of the values
                      of its heads, each counted once, and a head at x has
                      the x-th odious number (2x or 2x + 1, whichever has an
                      odd number of 1 bits).
Tests compare them on every row of 16 coins (more than the oracle
searches), and the odious values with the mex over one head's real moves
(one_head_moves, by games.heap_values).
"""

import itertools
import random

from common import casemodel as cases
from oracles import games

MAX_N, MAX_POSITION = 100, 10 ** 8 - 1
SEARCH_ROW = 12                 # rows with every head below this are searched whole
FRAMING = cases.UntilEnd()
Case, read_case, write_case = cases.counted_lines("Case", "heads", ("n", 0, MAX_N), ("position", 0, MAX_POSITION))
INVALID_INPUTS = [                                          # the statement rules these out
    "101\n" + " ".join(map(str, range(101))) + "\n",        # more than 100 positions
    "1\n100000000\n",                                       # a position of 10^8
    "2\n3 -1\n",                                            # a negative position
    "3\n1 2\n",                                             # fewer positions than n
    "2\n1 2 3\n",                                           # more positions than n
]


# --- The rules, played on whole rows -------------------------------------------------------

def _turns(row):
    """The rows one move leaves (row: a bit mask of the heads): a head r
    turns to tails, and with it none, one or two coins to its left, each
    whichever way up it lies."""
    head = row
    while head:
        rightmost = head & -head                # each head in turn as the rightmost coin turned
        head ^= rightmost
        left = rightmost.bit_length() - 1       # the coins 0 .. left - 1 lie to its left
        after = row ^ rightmost
        yield after
        for a in range(left):
            yield after ^ (1 << a)
            for b in range(a + 1, left):
                yield after ^ (1 << a) ^ (1 << b)


_SEARCH = games.Search(_turns)


def row_of(heads):
    """The row the listed positions describe: each listed coin heads up,
    however many times it is listed."""
    row = 0
    for x in heads:
        row |= 1 << x
    return row


def search_wins(row):
    """The player to move wins the row (a bit mask of the heads)."""
    return _SEARCH.wins(row)


# --- The theorem ------------------------------------------------------------------------------

def odious(x):
    """The value of a single head at x: the x-th odious number (from the
    0th, 1), 2x or 2x + 1, whichever has an odd number of 1 bits."""
    return 2 * x if bin(x).count("1") % 2 else 2 * x + 1


def one_head_moves(x):
    """What one move leaves of a row whose only head is at x, as the heads
    left: none (x alone turned), one at a < x, or two at a < b < x."""
    return [()] + [(a,) for a in range(x)] + list(itertools.combinations(range(x), 2))


def odious_wins(heads):
    return games.nim_sum(map(odious, set(heads))) != 0


def searchable(heads):
    return max(heads, default=0) < SEARCH_ROW


def wins(case):
    if searchable(case.heads):
        return search_wins(row_of(case.heads))
    return odious_wins(case.heads)


def answer(case):
    return ["No" if wins(case) else "Yes"]


# --- Cases -------------------------------------------------------------------------------------

SAMPLE = [Case([]), Case([0]), Case([0, 1, 2, 3])]


def exhaustive():
    """Every row of heads below 8, listed in order, then every list of one
    to three positions below 5 and of four below 3, in any order, repeats
    included."""
    rows = [Case(list(heads)) for size in range(9) for heads in itertools.combinations(range(8), size)]
    lists = [Case(list(heads)) for size in (1, 2, 3) for heads in itertools.product(range(5), repeat=size)]
    fours = [Case(list(heads)) for heads in itertools.product(range(3), repeat=4)]
    return rows + lists + fours


def odious_inverse(value):
    """The position whose head has this value, or None: value is some
    head's iff it is odious (an odd number of 1 bits), at value // 2."""
    x = value >> 1
    return x if value and bin(value).count("1") % 2 and x <= MAX_POSITION else None


def lost_heads(rng, distinct, high):
    """distinct (odd, at least 3) heads up to high and one more whose value
    is the xor of theirs, so that the row is lost; shuffled. An odd number
    of odious values xors to an odious value, so the last head exists
    unless it is too far or already taken (then another draw). A lost row
    has an even number of heads, and never two: two values differ. Drawn
    with rng.random(), the cheapest of its calls."""
    random = rng.random
    while True:
        heads = set()
        while len(heads) < distinct:
            heads.add(int(random() * (high + 1)))
        last = odious_inverse(games.nim_sum(map(odious, heads)))
        if last is not None and last not in heads:
            heads = sorted(heads) + [last]
            rng.shuffle(heads)
            return heads


def with_repeats(rng, heads, repeats):
    """heads with repeats more entries, each a copy of one of them, put
    anywhere (rarely next to their twin), at most MAX_N in all."""
    random = rng.random
    listed = list(heads)
    for _ in range(min(repeats, MAX_N - len(listed))):
        listed.insert(int(random() * (len(listed) + 1)), heads[int(random() * len(heads))])
    return listed


def repeat_cases():
    """Rows listed with repeats: coins listed twice (which xor away if not
    counted once), three times, far from their twin and next to it, in
    lost and won rows, small and near the bound."""
    rng = random.Random(3537)
    found = [Case([5, 5]), Case([0, 0]), Case([7, 3, 7]), Case([1, 2, 1, 2]), Case([4, 4, 4]),
             Case([0, 1, 2, 3, 0]), Case([3, 0, 1, 2, 3]), Case([MAX_POSITION] * 2), Case([MAX_POSITION] * MAX_N),
             Case([0] * MAX_N), Case([6, 9, 6, 9, 6]), Case(list(range(50)) * 2), Case(list(range(50, 0, -1)) * 2)]
    for distinct in (3, 5, 9, 25, 49, 89):
        for high in (2 * distinct + 10, 1000, MAX_POSITION):
            lost = lost_heads(rng, distinct, high)
            found.append(Case(with_repeats(rng, lost, rng.randint(1, 10))))
            found.append(Case(with_repeats(rng, lost[1:], rng.randint(1, 10))))
    return found


def odious_cases():
    """Where the evil numbers part from the odious: an odd number of heads
    whose values xor to 1, a win (the evil values, each one less or one
    more, xor to 0); every single head, a win; small rows of both kinds."""
    rng = random.Random(1)
    xor_one = [Case(list(heads)) for size in (1, 3, 5) for heads in itertools.combinations(range(10), size)
               if games.nim_sum(odious(x) for x in heads) == 1]
    far = []
    for distinct in (3, 7, 31, 97):
        lost = lost_heads(rng, distinct, MAX_POSITION)
        if 0 not in lost:
            far.append(Case(lost + [0]))        # lost, then the head at 0 (value 1) added
        far.append(Case(lost))
    singles = [Case([x]) for x in (0, 1, 2, 3, 4, 7, 8, 15, 16, 1023, 2 ** 26, MAX_POSITION)]
    return singles + xor_one + far


def bounds():
    top = MAX_POSITION
    rng = random.Random(3)
    return [
        Case([top]), Case([top, top - 1]), Case(list(range(top - MAX_N + 1, top + 1))),
        Case(list(range(MAX_N))), Case(lost_heads(rng, MAX_N - 1, top)), Case(lost_heads(rng, 3, 30)),
        Case([]), Case([0]), Case([]), Case([top, 0]), Case(lost_heads(rng, 3, top)),
        Case([2 ** 26, 2 ** 26 + 1]), Case([2 ** 26 - 1, 2 ** 26 - 2]),
    ]


def edge_cases():
    return SAMPLE + repeat_cases() + odious_cases() + bounds()


def random_case(rng, first_wins):
    """1 to 100 listed positions (mostly a few), below 12 (where the search
    answers), below 41, or anywhere up to 10^8 - 1, with repeats one time
    in two; a loss by lost_heads; drawn with rng.random()."""
    random = rng.random
    while True:
        distinct = 1 + int(random() * 5) if random() < 0.95 else 1 + int(random() * (MAX_N - 1))
        high = (11, 40, MAX_POSITION)[int(random() * 3)]
        if first_wins:
            heads = [int(random() * (high + 1)) for _ in range(distinct)]
        elif high > distinct + 8:
            heads = lost_heads(rng, max(3, distinct | 1), high)
        else:
            continue
        if random() < 0.5:
            heads = with_repeats(rng, heads, 1 + int(random() * 4))
        if wins(Case(heads)) == first_wins:
            return Case(heads)


def worst_case(rng):
    """100 listed positions anywhere up to the bound, some listed twice:
    the most a case can ask to sort and count."""
    heads = lost_heads(rng, 89, MAX_POSITION)
    return Case(with_repeats(rng, heads, MAX_N - len(heads)))


def test_files():
    return [
        ("sample", SAMPLE),
        ("all-small", exhaustive()),
        ("coins-listed-twice", repeat_cases()),
        ("odious-values", odious_cases()),
        ("bounds", bounds()),
        ("random-up-to-bounds", games.alternating(random_case, 3537, 1000)),
    ]


def layout_cases():
    return SAMPLE + [Case([5, 5]), Case([MAX_POSITION, 7, 8])]
