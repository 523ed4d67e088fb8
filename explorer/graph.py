"""Game graphs in chess-game's input format (problems/chess-game.md): each
test case a directed acyclic graph of N positions and queries, each query
chessmen on positions. Read by chess-game's own oracle (its lenient
layout, its bounds), valued by its Grundy function.

  read_graphs(text)   -> [ChessCase(edges, queries)], or UsageError naming the line
  values(case)        -> [G(v)] for every position v
  query_value(g, men) -> the xor of the chessmen's values (0: the player to move loses)
"""

from functools import reduce

from localjudge.errors import UsageError
from oracles import cases, chess_game


def read_graphs(text):
    try:
        return cases.read_cases(chess_game, text, strict=False)
    except cases.InputError as error:
        raise UsageError("not a game graph in chess-game's input format: %s" % error) from None


def values(case):
    return chess_game.grundy(case.edges)


def query_value(grundy_values, men):
    return reduce(lambda x, y: x ^ y, (grundy_values[v] for v in men), 0)
