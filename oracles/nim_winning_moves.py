"""Oracle for nim-winning-moves (HDU 1850): Nim with M piles; a move takes
any positive number of stones from one pile; whoever takes the last stone
wins. The answer is the number of winning first moves: moves (a pile and a
number of stones) after which the opponent, to move, loses.

Two methods that share nothing:
  search_count(piles)  memoised win/lose search over whole positions from
                       the move rules, counting the moves into lost
                       positions; used while there are at most SEARCH_PILES
                       piles of at most SEARCH_MAX stones;
  bouton_count(piles)  beyond that, Bouton's theorem: a position is lost iff
                       the xor of its piles is 0, so the only winning move
                       on pile i leaves it equal to the xor of the other
                       piles, which is a move iff that is smaller.
Tests compare them over every position of up to 4 piles of up to 15.
"""

import functools
import random

from common import casemodel as cases
from oracles import games

MIN_PILES, MAX_PILES = 2, 100
MAX_PILE = 1000000
SEARCH_PILES, SEARCH_MAX = 4, 15
FRAMING = cases.Terminator("0")
Case, read_case, write_case = cases.counted_lines("Case", "piles", ("M", MIN_PILES, MAX_PILES), ("pile", 1, MAX_PILE))
INVALID_INPUTS = [                                  # the statement rules these out
    "1\n5\n0\n",                                    # M = 1: the statement has 1 < M
    "3\n5 7 1000001\n0\n",                          # a pile above 1000000
    "3\n5 0 9\n0\n",                                # an empty pile
    "3\n5 7\n0\n",                                  # fewer piles than M
    "101\n" + " ".join(["1"] * 101) + "\n0\n",      # M above 100
    "3\n5 7 9.5\n0\n",                              # a pile that is not an integer
]


def _after(piles, i, take):
    return tuple(sorted(piles[:i] + (piles[i] - take,) + piles[i + 1:]))


def _moves(position):
    """The positions each move leaves, one a move (pile i, take k stones):
    two moves may leave the same position."""
    for i, pile in enumerate(position):
        for take in range(1, pile + 1):
            yield _after(position, i, take)


_SEARCH = games.Search(_moves)


def search_wins(position):
    """The player to move wins the position (a sorted tuple of piles, empty
    piles allowed): some move leaves a position the opponent loses. With no
    stone left there is no move, and the player to move has lost."""
    return _SEARCH.wins(position)


def search_count(piles):
    """The number of moves (pile i, take k stones) after which the player
    to move loses, by the search; remembered by position, since the order
    of the piles only renames the moves."""
    return _search_count(tuple(sorted(piles)))


@functools.lru_cache(maxsize=None)
def _search_count(position):
    return len(_SEARCH.winning_moves(position))


def bouton_count(piles):
    """The same number by Bouton's theorem (see the module's docstring)."""
    total = games.nim_sum(piles)
    # total ^ pile is the xor of the other piles: reduce this pile to it.
    return sum([total ^ pile < pile for pile in piles])


def searchable(piles):
    return len(piles) <= SEARCH_PILES and max(piles) <= SEARCH_MAX


def winning_moves(case):
    return search_count(case.piles) if searchable(case.piles) else bouton_count(case.piles)


def wins(case):
    if searchable(case.piles):
        return search_wins(tuple(sorted(case.piles)))
    return games.nim_sum(case.piles) != 0       # Bouton: lost iff the xor is 0


def answer(case):
    return [str(winning_moves(case))]


def exhaustive():
    """Every position of 2 or 3 piles of 1..7 (ordered), and of 4 piles of 1..4."""
    r7, r4 = range(1, 8), range(1, 5)
    return ([Case([a, b]) for a in r7 for b in r7]
            + [Case([a, b, c]) for a in r7 for b in r7 for c in r7]
            + [Case([a, b, c, d]) for a in r4 for b in r4 for c in r4 for d in r4])


def edge_cases():
    """The bounds, and positions where the counts of the usual shortcuts
    (piles above the xor, piles with the xor's top bit, 'some move wins')
    differ from the number of winning moves."""
    top = MAX_PILE
    found = [
        Case([1, 1]), Case([1, 2]), Case([top, top]), Case([top, top - 1]), Case([1, top]),
        Case([top] * MAX_PILES), Case([top] * (MAX_PILES - 1) + [top - 1]),
        Case([1] * MAX_PILES), Case([1] * (MAX_PILES - 1) + [2]),
        Case(list(range(1, MAX_PILES + 1))), Case(list(range(top - MAX_PILES + 1, top + 1))),
        Case([2 ** k for k in range(20)]), Case([2 ** k - 1 for k in range(1, 20)] + [top]),
        Case([524288, 524288 + 1, 1, 1]),           # xor 1: each odd pile has the winning move
        Case([3, 5, 6]), Case([4, 5, 6]), Case([4, 5, 6, 7]), Case([8, 9, 10, 11, 12, 13, 14, 15]),
        Case([5, 7, 9]), Case([2, 5, 6]), Case([6, 10, 1]),
    ]
    # Every pile has the xor's top bit: as many winning moves as piles.
    found.append(Case([top - i for i in range(0, 99, 2)] + [524288 + i for i in range(49)]))
    found.append(Case([999999, 1000000, 524288, 1]))
    return [c for c in found if MIN_PILES <= len(c.piles) <= MAX_PILES]


# The largest pile of a random pile: small ones 4 times in 10, middling
# ones 2 times, any up to the bound 4 times.
_TOPS = (15,) * 4 + (1000,) * 2 + (MAX_PILE,) * 4


def _piles(rng, m):
    """m random piles, one draw of rng.random() for the size of each."""
    random = rng.random
    return [1 + int(random() * _TOPS[int(random() * 10)]) for _ in range(m)]


def _count(rng):
    """Mostly a few piles, now and then up to the bound (the edge cases
    hold the largest)."""
    kind = rng.random()
    top = 4 if kind < 0.6 else 12 if kind < 0.95 else MAX_PILES
    return MIN_PILES + int(rng.random() * (top - MIN_PILES + 1))


def random_case(rng, first_wins, count=_count):
    """A random case of the wanted outcome; count(rng) draws its number of
    piles."""
    while True:
        m = count(rng)
        piles = _piles(rng, m)
        if not first_wins:
            last = games.nim_sum(piles[:-1])
            if not 1 <= last <= MAX_PILE:
                continue
            piles[-1] = last
            where = int(rng.random() * m)          # the pile that makes it lost, anywhere
            piles[where], piles[-1] = piles[-1], piles[where]
        case = Case(piles)
        if wins(case) == first_wins:
            return case


def _shortcut_breakers():
    """Winning positions of 3 or 4 piles of 1..15 where the number of winning
    moves differs from one of the usual shortcuts: the number of piles above
    the xor, the number of piles at least the xor's top bit, or 1 (every
    winning position). For each shortcut, 20 of them, spread over the range,
    in a fixed order."""
    shortcuts = [
        lambda piles, x: sum(pile > x for pile in piles),
        lambda piles, x: sum(pile >= 1 << (x.bit_length() - 1) for pile in piles),
        lambda piles, x: 1,
    ]
    found = []
    for shortcut in shortcuts:
        broken = []
        for size in (3, 4):
            for piles in _ordered_piles(size, 15):
                x = games.nim_sum(piles)
                if x and bouton_count(piles) != shortcut(piles, x):
                    broken.append(Case(list(piles)))
        found += broken[::max(1, len(broken) // 20)][:20]
    return found


def _ordered_piles(size, top):
    """Every nondecreasing tuple of size piles of 1..top."""
    if size == 0:
        return [()]
    return [rest + (last,) for rest in _ordered_piles(size - 1, top)
            for last in range(rest[-1] if rest else 1, top + 1)]


def test_files():
    return [
        ("sample", [Case([5, 7, 9])]),
        ("all-two-piles", [Case([a, b]) for a in range(1, 16) for b in range(1, 16)]),
        ("all-three-piles", [Case([a, b, c]) for a in range(1, 9) for b in range(1, 9) for c in range(1, 9)]),
        ("all-four-piles", [Case([a, b, c, d]) for a in range(1, 5) for b in range(1, 5)
                            for c in range(1, 5) for d in range(1, 5)]),
        ("bounds", edge_cases()),
        ("shortcut-breakers", _shortcut_breakers()),
        ("losing-and-large", _losing_and_large()),
        ("many-large-positions", _many_large_positions()),
    ]


def _losing_and_large():
    """Fixed pseudo-random positions up to the bounds, half of them lost
    (answer 0)."""
    return games.alternating(lambda rng, first_wins: random_case(
        rng, first_wins, lambda rng: rng.randint(MIN_PILES, MAX_PILES)), 1850, 60)


def _many_large_positions(count=150):
    """Positions of 100 piles from 900000 to 1000000, half of them lost,
    fixed pseudo-random: trying every move of every pile tries about 10^8
    moves a position, seconds over them all."""
    rng = random.Random(18500)
    found = []
    while len(found) < count:
        piles = [rng.randint(900000, MAX_PILE) for _ in range(MAX_PILES)]
        if len(found) % 2:
            last = games.nim_sum(piles[:-1])
            if not 900000 <= last <= MAX_PILE:
                continue
            piles[-1] = last
            where = rng.randrange(MAX_PILES)
            piles[where], piles[-1] = piles[-1], piles[where]
        found.append(Case(piles))
    return found


def layout_cases():
    return [Case([5, 7, 9]), Case([1, 1]), Case([4, 5, 6]), Case([MAX_PILE, 1, 7])]
