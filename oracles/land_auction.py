"""Oracle for land-auction (HDU 2149): the price starts at 0, each bid
raises it by 1..N, the bid that brings it to M or more buys the land; which
first bids win for the first bidder?"""

import bisect
import functools
import random

from common import casemodel as cases
from oracles import games

MAX = 1099          # 0 < N, M < 1100
FRAMING = cases.UntilEnd()
Case, read_case, write_case = cases.single_line("Case", [("M", 1, MAX), ("N", 1, MAX)])
INVALID_INPUTS = ["0 5\n", "5 0\n", "1100 3\n", "3\n", "3 4 5\n", "4.5 2\n"]      # the statement rules these out


@functools.lru_cache(maxsize=None)
def _mover_wins(n):
    """win[d]: with d still missing to the price M and raises 1..n allowed,
    the player to bid wins. Only the distance d matters: the rules do not
    depend on the price itself. win[0] is unused (the land is sold)."""
    win = [False] * (MAX + 1)
    losing_ahead = 0    # positions d-n..d-1 (d' >= 1) where the mover loses
    for d in range(1, MAX + 1):
        if d - n - 1 >= 1 and not win[d - n - 1]:
            losing_ahead -= 1
        # A bid reaching M wins outright; otherwise bid into a losing distance.
        win[d] = d <= n or losing_ahead > 0
        if not win[d]:
            losing_ahead += 1
    return win


def winning_first_bids(case):
    """A first bid x wins iff it buys the land (x >= M) or leaves the
    opponent a losing distance M - x. The losing distances are taken from
    the searched table, so only they are looked at."""
    m, n = case
    losing = _losing_distances(n)
    below = losing[bisect.bisect_left(losing, max(1, m - n)):bisect.bisect_left(losing, m)]
    return sorted(m - d for d in below) + list(range(m, n + 1))


@functools.lru_cache(maxsize=None)
def _losing_distances(n):
    """The distances 1..MAX at which the bidder to move loses, raises 1..n."""
    win = _mover_wins(n)
    return [d for d in range(1, MAX + 1) if not win[d]]


_NUMBERS = " ".join(map(str, range(1, MAX + 1))) + " "
_STARTS = [0] * (MAX + 2)          # _NUMBERS[_STARTS[x]:] begins with x
for _x in range(2, MAX + 2):
    _STARTS[_x] = _STARTS[_x - 1] + len(str(_x - 1)) + 1


@functools.lru_cache(maxsize=None)
def _every_mover_wins():
    """[_mover_wins(n) for every n]: searched all at once before stress
    starts its clock, not each N in turn as cases ask."""
    return [None] + [_mover_wins(n) for n in range(1, MAX + 1)]


def wins(case):
    m, n = case
    return _every_mover_wins()[n][m]      # the first bidder is the mover at distance M


def answer(case):
    m, n = case
    losing = _losing_distances(n)
    below = losing[bisect.bisect_left(losing, max(1, m - n)):bisect.bisect_left(losing, m)]
    words = [str(m - d) for d in reversed(below)]
    if n >= m:                                   # the run m..n, as one slice
        words.append(_NUMBERS[_STARTS[m]:_STARTS[n + 1] - 1])
    return [" ".join(words) if words else "none"]


def exhaustive(size=40):
    return [Case(m, n) for m in range(1, size + 1) for n in range(1, size + 1)]


def edge_cases():
    edges = [1, 2, 3, 548, 549, 550, 1097, 1098, MAX]
    pairs = [Case(m, n) for m in edges for n in edges]
    # Positions where the first bidder loses, M a multiple of N+1, near the bound.
    pairs += [Case((MAX // (n + 1)) * (n + 1), n) for n in (1, 2, 3, 9, 10, 99, 100, 548)]
    return pairs


def random_case(rng, first_wins):
    """M and N anywhere; a loss has M one of the searched losing distances
    of its N."""
    random = rng.random
    if first_wins:
        return games.draw_until(lambda: Case(1 + int(random() * MAX), 1 + int(random() * MAX)), wins, True)
    while True:
        n = 1 + int(random() * MAX)
        losing = _losing_distances(n)
        if losing:
            return Case(losing[int(random() * len(losing))], n)


def many_lines_near_bounds(count=15000):
    """Lines with M from 1050 to 1099 and N a little below M (every fourth
    N = M - 1, a loss), in a fixed pseudo-random order: a win/lose table
    over the prices filled for each line costs about M * M / 2 steps there,
    seconds over them all; the answers are short (one bid or none)."""
    rng = random.Random(2149)
    found = []
    for i in range(count):
        m = rng.randint(1050, MAX)
        found.append(Case(m, m - 1 if i % 4 == 0 else rng.randint(m - 40, m - 2)))
    return found


def test_files():
    return [
        ("sample", [Case(4, 2), Case(3, 2), Case(3, 5)]),
        ("all-small", exhaustive()),
        ("bounds-and-losing-near-bounds", edge_cases()),
        ("price-reached-by-first-bid", [Case(m, n) for m in (1, 2, 100, 1098) for n in (m, m + 1, MAX)]),
        ("many-lines-near-bounds", many_lines_near_bounds()),
    ]


def layout_cases():
    return [Case(4, 2), Case(3, 2), Case(3, 5), Case(MAX, MAX)]
