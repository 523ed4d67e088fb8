"""Oracle of the toy problem nim-move: a winning Nim move, any one of them.
Searched from the rules; judged by a checker, since several moves may win."""

import functools
from collections import namedtuple

from common import casemodel as cases
from oracles import games

MAX_PILES, MAX_PILE = 4, 7
FRAMING = cases.CountFirst(1, 1000)
Case = namedtuple("Case", "piles")


def read_case(lines):
    n, = lines.ints(("n", 1, MAX_PILES))
    return Case(lines.int_list(n, "pile", 1, MAX_PILE))


def write_case(case):
    return [str(len(case.piles)), " ".join(map(str, case.piles))]


@functools.lru_cache(maxsize=None)
def _mover_wins(piles):
    return any(not _mover_wins(after) for after in _moves(piles).values())


def _moves(piles):
    """{(i, k): the piles after taking k from pile i (1-based)}."""
    return {(i + 1, k): tuple(sorted(piles[:i] + (pile - k,) + piles[i + 1:]))
            for i, pile in enumerate(piles) for k in range(1, pile + 1)}


def winning_moves(case):
    return [move for move, after in sorted(_moves(tuple(case.piles)).items()) if not _mover_wins(after)]


def wins(case):
    return _mover_wins(tuple(sorted(case.piles)))


def answer(case):
    moves = winning_moves(case)
    return ["%d %d" % moves[0] if moves else "lose"]


def check(case, lines):
    moves = winning_moves(case)
    if not moves:
        return None if lines == ["lose"] else "expected lose, got %r" % lines[0]
    try:
        move = tuple(int(token) for token in lines[0].split())
    except ValueError:
        move = ()
    return None if move in moves else "%r is not a winning move" % lines[0]


def exhaustive():
    return [Case([a]) for a in range(1, MAX_PILE + 1)] + \
        [Case([a, b, c]) for a in range(1, 4) for b in range(1, 4) for c in range(1, 4)]


def edge_cases():
    return [Case([MAX_PILE] * MAX_PILES), Case([1, 2, 3]), Case([5, 6, 7, 4])]


def random_case(rng, first_wins):
    return games.draw_until(
        lambda: Case([rng.randint(1, MAX_PILE) for _ in range(rng.randint(1, MAX_PILES))]), wins, first_wins)


def test_files():
    return [("sample", [Case([1, 2, 3]), Case([4, 5, 6, 1])]), ("all-small", exhaustive())]


def layout_cases():
    return [Case([1, 2, 3]), Case([3, 5])]
