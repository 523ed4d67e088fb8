"""Game graphs in chess-game's input format (problems/chess-game/statement.md): each
test case a directed acyclic graph of N positions and queries, each query
chessmen on positions. Read by chess-game's own oracle (its lenient
layout, its bounds), valued by its Grundy function.

  MAX_BYTES           the largest graph file read
  read_graphs(text)   -> [ChessCase(edges, queries)], or UsageError naming the line
  values(case)        -> [G(v)] for every position v
  query_value(g, men) -> the xor of the chessmen's values (0: the player to move loses)
"""

import re
from functools import reduce

from common import casemodel as cases
from common.errors import UsageError
from explorer import bounds
from oracles import chess_game

MAX_BYTES = 4 * 1024 * 1024
"""The largest graph that chess-game allows, 1000 positions with every edge
an acyclic graph can have (499,500), takes 2.0 MB as its statement lays
it out; twice that leaves room for queries, more graphs and a lenient
layout."""
LONGEST_TOKEN = 64
"""A number in a graph has 4 digits at most; lenient reading takes leading
zeros, but not thousands of them (int() refuses over 4300 digits)."""


def read_graphs(text):
    long = re.search(r"\S{%d,}" % (LONGEST_TOKEN + 1), text)
    if long:
        raise UsageError("not a game graph in chess-game's input format: line %d: %s is longer than any number "
                         "in a graph" % (text.count("\n", 0, long.start()) + 1, bounds.shown(long.group())))
    try:
        graphs = cases.read_cases(chess_game, text, strict=False)
    except cases.InputError as error:
        raise UsageError("not a game graph in chess-game's input format: %s" % error) from None
    if not graphs:
        raise UsageError("it holds no game graph: chess-game's input format is N, then N lines of moves, "
                         "then queries")
    return graphs


def values(case):
    return chess_game.grundy(case.edges)


def query_value(grundy_values, men):
    return reduce(lambda x, y: x ^ y, (grundy_values[v] for v in men), 0)
