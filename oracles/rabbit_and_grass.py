"""Oracle for rabbit-and-grass (HDU 1849): pieces on a strip of squares
numbered 0, 1, 2, ... from the left; a move takes one piece any distance
to the left (several pieces may share a square); when every piece is on
square 0 the game is over, and whoever moved last wins. Rabbit moves
first.

Two methods that share nothing:
  search_wins(positions)  from the rules: a remembered search over whole
                          positions (the sorted squares of the pieces not
                          yet on 0), used while the pieces are few and near;
  wins(case)              the Sprague-Grundy theorem: the value of one
                          piece on square k by the mex over the squares it
                          can reach, xor over the pieces (each piece is a
                          game of its own; a move moves one of them).
tests/oracles/test_rabbit_and_grass.py compares them on every position of
up to four pieces on squares up to 12.
"""

import functools

from common import casemodel as cases
from oracles import games

MAX_PIECES = 1000
MAX_SQUARE = 1000
SEARCH_TOTAL = 24
STRESS_BATCH = 200                      # cases of up to 1000 pieces: a batch stays under a megabyte
FRAMING = cases.Terminator("0")
Case, read_case, write_case = cases.counted_lines("Case", "squares", ("m", 1, MAX_PIECES),
                                                  ("K", 0, MAX_SQUARE))
INVALID_INPUTS = [                                  # the statement rules these out
    "2\n3 1001\n0\n",                               # a square above 1000
    "2\n3 -1\n0\n",                                 # a negative square
    "3\n3 5\n0\n",                                  # fewer squares than m
    "1001\n" + " ".join(["1"] * 1001) + "\n0\n",    # more than 1000 pieces
    "2\n3 5 6\n0\n",                                # more squares than m
]


def _step_left(k):
    """What a move leaves of a piece on square k: any square 0 .. k - 1."""
    return [(j,) for j in range(k)]


def _moves(position):
    for i, k in enumerate(position):
        if i and position[i - 1] == k:
            continue
        rest = position[:i] + position[i + 1:]
        for j in range(k):
            yield tuple(sorted(rest + ((j,) if j else ())))


_SEARCH = games.Search(_moves)


def search_wins(squares):
    """Does the player to move win with pieces on these squares? Pieces on
    square 0 never move again and are left out; with none left, the
    player to move has lost (the opponent moved last)."""
    return _SEARCH.wins(tuple(sorted(k for k in squares if k)))


@functools.lru_cache(maxsize=None)
def piece_values():
    """The Grundy value of one piece on square 0 .. MAX_SQUARE."""
    return games.heap_values(MAX_SQUARE, _step_left)


def wins(case):
    if sum(case.squares) <= SEARCH_TOTAL:
        return search_wins(case.squares)
    values = piece_values()
    return games.nim_sum([values[k] for k in case.squares]) != 0


def answer(case):
    return ["Rabbit Win!" if wins(case) else "Grass Win!"]


def exhaustive(size=8):
    found = []
    for count in (1, 2, 3):
        for squares in _tuples(count, size):
            found.append(Case(list(squares)))
    return found


def _tuples(count, size):
    if count == 0:
        yield ()
        return
    for first in range(size + 1):
        for rest in _tuples(count - 1, size):
            yield (first,) + rest


def edge_cases():
    """One piece, all on 0, the largest squares, the most pieces, equal
    squares that cancel, and lost positions whose sum and count of pieces
    are odd."""
    top = MAX_SQUARE
    return [
        Case([0]), Case([1]), Case([top]), Case([0] * MAX_PIECES), Case([top] * MAX_PIECES),
        Case([top] * (MAX_PIECES - 1)), Case([5, 5]), Case([7, 7, 7]), Case([1, 2, 3]),
        Case([top, top - 1, 1]), Case([512, 256, 768]), Case([1000, 999, 15]),
        Case([3, 5, 6, 0, 0]), Case([1] * 999), Case([1] * 1000), Case(list(range(1, 1001))),
        Case(list(range(0, 1000))), Case([2, 3, 1]), Case([1, 1]), Case([0, 0, 4, 4]),
    ]


def random_case(rng, first_wins):
    kind = rng.random()
    count = rng.randint(1, 5) if kind < 0.6 else rng.randint(1, 30) if kind < 0.95 else rng.randint(1, MAX_PIECES)
    high = rng.choice([6, 30, MAX_SQUARE])
    while True:
        squares = [rng.randint(0, high) for _ in range(count)]
        if not first_wins and count >= 2:
            rest = games.nim_sum(squares[:-1])
            if rest > MAX_SQUARE:
                continue
            squares[-1] = rest
            rng.shuffle(squares)
        case = Case(squares)
        if wins(case) == first_wins:
            return case


def _lost_and_large(seed):
    """Lost positions of many pieces on far squares, and the same with
    one piece moved by one square (won): only the xor tells them apart."""
    import random
    rng = random.Random(seed)
    found = []
    for i in range(40):
        count = rng.randint(2, MAX_PIECES)
        squares = [rng.randint(0, MAX_SQUARE) for _ in range(count)]
        rest = games.nim_sum(squares[:-1])
        if rest > MAX_SQUARE:
            squares[-2] = 0
            rest = games.nim_sum(squares[:-1])
        squares[-1] = rest
        rng.shuffle(squares)
        found.append(Case(squares))
        if i % 2:
            moved = list(squares)
            j = max(range(len(moved)), key=lambda x: moved[x])
            moved[j] -= 1
            found.append(Case(moved))
    return found


def test_files():
    return [
        ("sample", [Case([3, 5]), Case([3, 5, 6])]),
        ("all-small", exhaustive(7)),
        ("bounds", edge_cases()),
        ("lost-and-large", _lost_and_large(1849)),
    ]


def layout_cases():
    return [Case([3, 5]), Case([3, 5, 6]), Case([0]), Case([1000, 1000])]
