"""Oracle for gg-and-mm (HDU 3595 "GG and MM"): N games of Euclid's game
(oracles/euclid_game.py) played at once, an Every-SG game: on a turn the
player must move in every game that has not ended, and whoever cannot move
(every game has ended) loses. MM moves first.

Two methods that share nothing but the games' moves:
  EVERY_SG      a remembered search over whole positions (the games not
                yet ended; a move is one move in each of them), from the
                rules alone; used while there are at most SEARCH_GAMES
                games with piles of at most SEARCH_MAX;
  step(game)    beyond that, the Every-SG theorem: each game's step by its
                definition, over the game's real moves (games.Steps), and MM
                wins iff the largest step is odd.
Tests compare them on every pair of games with piles up to SEARCH_MAX, and
check the recurrence the solution uses against step() on every game the
statement allows.
"""

import itertools
from collections import namedtuple

from common import casemodel as cases
from oracles import euclid_game, games

MAX_GAMES, MAX_PILE = 1000, 1000
MAX_CASES = 100
SEARCH_GAMES, SEARCH_MAX = 2, 12
FRAMING = cases.UntilEnd(MAX_CASES)
Case = namedtuple("Case", "games")
Game = namedtuple("Game", "p q")
INVALID_INPUTS = [                                  # the statement rules these out
    "1\n0 5\n",                                     # an empty pile
    "2\n3 2\n4 1001\n",                             # a pile above 1000
    "0\n",                                          # N = 0
    "1001\n" + "1 1\n" * 1001,                      # N above 1000
    "3\n1 1\n2 2\n",                                # fewer games than N
    "1\n1 1\n" * 101,                               # more than 100 cases
]


def read_case(lines):
    n, = lines.ints(("N", 1, MAX_GAMES))
    return Case([Game(*lines.ints(("p", 1, MAX_PILE), ("q", 1, MAX_PILE))) for _ in range(n)])


def write_case(case):
    return [str(len(case.games))] + ["%d %d" % game for game in case.games]


STEPS = games.Steps(euclid_game.SEARCH)      # Euclid's game's steps, filled as games are asked


def step(game):
    """The step of one game (p, q), by the definition."""
    return STEPS.step(euclid_game.pair(*game))


def largest_step(case):
    return max(STEPS.step(euclid_game.pair(*game)) for game in case.games)


def _every_moves(position):
    """The whole positions one move reaches from position, a sorted tuple
    of the games not yet ended: a move in each of them, at once. A game
    that a move ends leaves the position; with none left, no move."""
    if not position:
        return set()                # (a product of no games would be one empty move)
    return {tuple(sorted(game for game in choice if game[1] != 0))
            for choice in itertools.product(*[euclid_game.moves(game) for game in position])}


EVERY_SG = games.Search(_every_moves)


def whole_position(case):
    return tuple(sorted(euclid_game.pair(*game) for game in case.games))


def searchable(case):
    return len(case.games) <= SEARCH_GAMES and max(map(max, case.games)) <= SEARCH_MAX


def wins(case):
    if searchable(case):
        return EVERY_SG.wins(whole_position(case))
    return largest_step(case) % 2 == 1


def answer(case):
    return ["MM" if wins(case) else "GG"]


def _games(pairs):
    return [Game(p, q) for p, q in pairs]


def exhaustive():
    """Every single game of piles 1..10, and every two games of piles 1..4."""
    small = _games((p, q) for p in range(1, 11) for q in range(1, 11))
    tiny = [game for game in small if max(game) <= 4]
    return [Case([game]) for game in small] + [Case([g, h]) for g in tiny for h in tiny]


# Ten small games, with steps 1 to 5: the odd ones won, the even ones lost.
STEPPED = _games([(1, 1), (4, 1), (3, 2), (6, 4), (5, 2), (8, 3), (7, 5), (8, 5), (12, 5), (12, 7)])


def two_games():
    """Every ordered pair of the STEPPED games: the largest step decides,
    not how many of the games are won, nor the smallest step."""
    return [Case([g, h]) for g in STEPPED for h in STEPPED]


def lost_games():
    """Single lost games, each a trap for the recurrence that adds 2 after
    a forced move (it calls every game won): for each even step, the two
    lost games of smallest piles and the two of largest, in both orders."""
    by_step = {}
    for p in range(1, MAX_PILE + 1):
        for q in range(1, p):
            s = step((p, q))
            if s % 2 == 0:
                by_step.setdefault(s, []).append((p, q))
    found = []
    for s in sorted(by_step):
        found += [c for p, q in by_step[s][:2] + by_step[s][-2:] for c in ((p, q), (q, p))]
    return [Case([game]) for game in _games(found)]


def bounds():
    """N = 1000 games with piles up to 1000, the largest steps (15, at
    (985, 408) and (985, 577)), and many won games beside one lost game of
    a larger step."""
    top = MAX_PILE
    many = MAX_GAMES
    found = [
        _games([(top, top)] * many), _games([(top, 1)] * many), _games([(1, top)] * many),
        _games([(top, top - 1)] * many), _games([(top - 1, top)] * many),
        _games([(top, q) for q in range(1, many + 1)]), _games([(p, top) for p in range(1, many + 1)]),
        _games([(1, 1)] * (many - 1) + [(985, 577)]), _games([(985, 408)] + [(1, 1)] * (many - 1)),
        _games([(1, 1)] * (many - 1) + [(577, 408)]), _games([(5, 2)] * (many - 1) + [(3, 2)]),
        _games([(985, 577), (577, 408)] * (many // 2)), _games([(577, 408)] * many),
        _games([(610, 987)] * many), _games([(987, 610)] * (many - 1) + [(985, 408)]),
        _games([(985, 408)]), _games([(985, 577)]), _games([(577, 408)]), _games([(987, 610)]),
        _games([(top, top)]), _games([(top, 1)]), _games([(top, top - 1)]), _games([(1, 1)]),
    ]
    return [Case(g) for g in found]


def edge_cases():
    return two_games() + lost_games() + bounds()


def _pile_pair(random):
    """One game: small piles, piles anywhere, or a ratio near 1.618...,
    where games are lost and long. random is rng.random, the cheapest
    draw: stress asks thousands of games a second."""
    kind = random()
    if kind < 0.3:
        p, q = 1 + int(random() * SEARCH_MAX), 1 + int(random() * SEARCH_MAX)
    elif kind < 0.7:
        p, q = 1 + int(random() * MAX_PILE), 1 + int(random() * MAX_PILE)
    else:
        q = 1 + int(random() * 618)
        p = min(MAX_PILE, max(1, q * 1618 // 1000 + int(random() * 5) - 2))
    return Game(p, q) if random() < 0.5 else Game(q, p)


def _draw(rng):
    random, kind = rng.random, rng.random()
    n = 1 + int(random() * (2 if kind < 0.4 else 30 if kind < 0.97 else MAX_GAMES))
    return Case([_pile_pair(random) for _ in range(n)])


def random_case(rng, first_wins):
    return games.draw_until(lambda: _draw(rng), wins, first_wins)


def worst_case(rng):
    """1000 games near consecutive Fibonacci numbers, whose chains of forced
    moves are the longest below 1000."""
    return Case([Game(987 - rng.randint(0, 3), 610 - rng.randint(0, 3)) for _ in range(MAX_GAMES)])


def test_files():
    return [
        ("sample", [Case(_games([(5, 2)])), Case(_games([(3, 2), (1, 1)]))]),
        ("all-small", [Case([game]) for game in _games((p, q) for p in range(1, 11) for q in range(1, 11))]),
        ("two-games", two_games()),
        ("lost-games", lost_games()),
        ("bounds", bounds()),
        ("random-up-to-bounds", games.alternating(random_case, 3595, MAX_CASES)),
    ]


def layout_cases():
    return [Case(_games([(5, 2)])), Case(_games([(3, 2), (1, 1)])), Case(_games([(MAX_PILE, 1)] * 3))]
