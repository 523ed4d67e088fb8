"""Oracle for funny-game (POJ 2484 "A Funny Game"): n coins in a circle; a
move takes one coin or two coins next to each other (a gap left by a coin
taken before breaks the neighbourhood); whoever takes the last coin wins.
Alice moves first.

Two methods that share nothing:
  coin_game.circle_wins(n, 2)  the search over the real positions of the
                   circle and the rows a move leaves (oracles/coin_game.py:
                   the same game with up to 2 coins a move), up to
                   coin_game.SEARCH_N coins;
  alice_wins(n)    beyond that, the mirror rule: Alice wins iff n <= 2 (she
                   takes every coin at once); from 3 coins on, her move
                   opens the circle into a row, Bob takes its middle (one
                   coin or two) so that two equal rows are left, and copies
                   every move of hers on the other row.
Tests compare them for every circle up to coin_game.SEARCH_N coins.
"""

from common import casemodel as cases
from oracles import coin_game, games

MAX_N = 10 ** 6
FRAMING = cases.Terminator("0")
Case, read_case, write_case = cases.single_line("Case", [("n", 1, MAX_N)])
INVALID_INPUTS = ["1000001\n0\n", "-3\n0\n", "3 4\n0\n", "x\n0\n"]      # the statement rules these out


def alice_wins(n):
    """The mirror rule (see the module's docstring)."""
    return n <= 2


def wins(case):
    return coin_game.circle_wins(case.n, 2) if case.n <= coin_game.SEARCH_N else alice_wins(case.n)


def answer(case):
    return ["Alice" if wins(case) else "Bob"]


SAMPLE = [Case(1), Case(2), Case(3)]


def exhaustive():
    return [Case(n) for n in range(1, 201)]


def edge_cases():
    return SAMPLE + [Case(n) for n in (MAX_N, MAX_N - 1, 999998, 4, 5, 6, 7)]


def random_case(rng, first_wins):
    if first_wins:                              # only 1 and 2 are won
        return Case(rng.randint(1, 2))
    return games.draw_until(lambda: Case(rng.randint(1, (30, 1000, MAX_N)[rng.randrange(3)])), wins, False)


def test_files():
    return [
        ("sample", SAMPLE),
        ("every-n-to-200", exhaustive()),
        ("small-and-bounds", [Case(2), Case(1), Case(2), Case(4), Case(2)] + edge_cases()),
        ("random-up-to-bounds", games.alternating(random_case, 2484, 2000)),
    ]


def layout_cases():
    return SAMPLE + [Case(MAX_N), Case(2)]
