"""Oracle for cutting-game (POJ 2311 "Cutting Game"): a sheet of W x H
squares; a move takes one piece and cuts it along a grid line into two
pieces; whoever cuts out a piece of 1 x 1 wins at once. The answer is WIN
when the player to move wins, else LOSE.

Two methods that share nothing but the cuts:
  search_wins(w, h)   a remembered search over the real positions (the
                      pieces on the table, sorted), every cut of every
                      piece, a cut leaving a 1 x 1 piece winning at once;
                      used up to SEARCH_SIDE squares a side;
  values()            beyond that, the Sprague-Grundy theorem on the game
                      where no cut leaves a strip of width 1 (such a cut
                      loses: the opponent cuts a 1 x 1 piece off the
                      strip): g(w, h) is the mex of g(i, h) xor g(w - i, h)
                      for 2 <= i <= w - 2 and of g(w, j) xor g(w, h - j)
                      for 2 <= j <= h - 2, for every sheet up to 200 x 200.
Tests compare them on every sheet up to SEARCH_SIDE squares a side.
"""

import functools

from common import casemodel as cases
from oracles import games

MIN_SIDE, MAX_SIDE = 2, 200
SEARCH_SIDE = 9
FRAMING = cases.UntilEnd()
Case, read_case, write_case = cases.single_line("Case", [("W", MIN_SIDE, MAX_SIDE), ("H", MIN_SIDE, MAX_SIDE)])
INVALID_INPUTS = ["1 5\n", "2 201\n", "3\n", "4 4 4\n", "0 0\n"]      # the statement rules these out


# --- The search over real positions ---------------------------------------------------------

CUT_OUT = ("a 1 x 1 piece",)      # the position after a cut that leaves a 1 x 1 piece: the game is over


def _piece(a, b):
    return (a, b) if a <= b else (b, a)


def _cuts(a, b):
    """The two pieces of each cut of an a x b piece."""
    return [(_piece(i, b), _piece(a - i, b)) for i in range(1, a)] + \
        [(_piece(a, j), _piece(a, b - j)) for j in range(1, b)]


def _moves(position):
    if position == CUT_OUT:
        return []
    found = []
    for k, piece in enumerate(position):
        if k and position[k - 1] == piece:
            continue                                # an equal piece has the same cuts
        rest = position[:k] + position[k + 1:]
        for parts in _cuts(*piece):
            found.append(CUT_OUT if (1, 1) in parts else tuple(sorted(rest + parts)))
    return found


_SEARCH = games.Search(_moves)


def search_wins(w, h):
    """The player to move wins the sheet of w x h squares."""
    return _SEARCH.wins((_piece(w, h),))


# --- Grundy values with no strip of width 1 --------------------------------------------------

@functools.lru_cache(maxsize=None)
def values():
    """g[w][h] for every sheet up to MAX_SIDE x MAX_SIDE (see the module's
    docstring), both sides at least 2."""
    g = [[0] * (MAX_SIDE + 1) for _ in range(MAX_SIDE + 1)]
    for w in range(MIN_SIDE, MAX_SIDE + 1):
        row = g[w]
        for h in range(w, MAX_SIDE + 1):
            reached = {g[i][h] ^ g[w - i][h] for i in range(2, w - 1)}
            reached.update(row[j] ^ row[h - j] for j in range(2, h - 1))
            row[h] = g[h][w] = games.mex(reached)
    return g


def wins(case):
    w, h = case
    if max(w, h) <= SEARCH_SIDE:
        return search_wins(w, h)
    return values()[w][h] != 0


def answer(case):
    return ["WIN" if wins(case) else "LOSE"]


SAMPLE = [Case(2, 2), Case(3, 2), Case(4, 2)]


def exhaustive():
    """Every sheet from 2 x 2 to 20 x 20."""
    return [Case(w, h) for w in range(MIN_SIDE, 21) for h in range(MIN_SIDE, 21)]


@functools.lru_cache(maxsize=None)
def _by_outcome():
    every = [Case(w, h) for w in range(MIN_SIDE, MAX_SIDE + 1) for h in range(MIN_SIDE, MAX_SIDE + 1)]
    return games.by_outcome(every, wins)


def lost_sheets():
    """Every sheet the player to move loses, up to 200 x 200: 1089 of them."""
    return _by_outcome()[False]


def largest_side():
    """Every sheet with a side of 200: a table of 200 x 200 entries indexed
    from 0 has no row 200."""
    return [Case(MAX_SIDE, h) for h in range(MIN_SIDE, MAX_SIDE + 1)] + \
        [Case(w, MAX_SIDE) for w in range(MIN_SIDE, MAX_SIDE)]


def random_case(rng, first_wins):
    return rng.choice(_by_outcome()[first_wins])


def edge_cases():
    return SAMPLE + lost_sheets() + largest_side()


def test_files():
    return [
        ("sample", SAMPLE),
        ("all-small", exhaustive()),
        ("every-lost-sheet", lost_sheets()),
        ("a-side-of-200", largest_side()),
        ("random-up-to-bounds", games.alternating(random_case, 2311, 2000)),
    ]


def layout_cases():
    return SAMPLE + [Case(MAX_SIDE, MAX_SIDE)]
