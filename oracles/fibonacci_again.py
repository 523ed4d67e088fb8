"""Oracle for fibonacci-again (HDU 1848): three piles; a move takes a
Fibonacci number (1, 2, 3, 5, 8, ...) of stones from one pile; whoever takes
the last stone wins.

Two methods that share nothing:
  search_wins(piles)  P/N search over whole three-pile positions, used for
                      small piles;
  wins(case)          the Sprague-Grundy theorem: Grundy values of one pile
                      by mex over its moves, xor of the three.
"""

import functools

from common import casemodel as cases
from oracles import games

MAX = 1000
FRAMING = cases.Terminator("0 0 0")
Case, read_case, write_case = cases.single_line("Case", [("m", 1, MAX), ("n", 1, MAX), ("p", 1, MAX)])
INVALID_INPUTS = ["0 1 1\n0 0 0\n", "1 1 1001\n0 0 0\n", "1 1\n0 0 0\n"]      # the statement rules these out


def _fibonacci_moves(limit):
    moves = [1, 2]
    while moves[-1] + moves[-2] <= limit:
        moves.append(moves[-1] + moves[-2])
    return moves


def _takes(pile):
    """What a move leaves of a pile: take a Fibonacci number of stones."""
    return [(pile - take,) for take in _fibonacci_moves(pile) if take <= pile]


@functools.lru_cache(maxsize=None)
def grundy_table():
    """Grundy value of one pile of 0..MAX stones."""
    return games.heap_values(MAX, _takes)


def wins(case):
    g = grundy_table()
    m, n, p = case
    return g[m] ^ g[n] ^ g[p] != 0


_SEARCH = games.Search(games.position_moves(_takes))


def search_wins(piles):
    """The player to move wins the position `piles` (a sorted tuple): some
    move leads to a position where the opponent loses."""
    return _SEARCH.wins(piles)


def answer(case):
    return ["Fibo" if wins(case) else "Nacci"]


def exhaustive(size=13):
    r = range(1, size + 1)
    return [Case(m, n, p) for m in r for n in r for p in r]


def edge_cases():
    edges = [1, 2, 999, MAX]
    found = [Case(m, n, p) for m in edges for n in edges for p in edges]
    g = grundy_table()
    # Losing positions with every pile near the bound.
    found += [Case(m, n, p) for m in range(990, MAX + 1) for n in range(995, MAX + 1)
              for p in range(998, MAX + 1) if g[m] ^ g[n] ^ g[p] == 0]
    return found


@functools.lru_cache(maxsize=None)
def _piles_by_grundy():
    """{Grundy value: the pile sizes 1..MAX that have it}."""
    piles = {}
    for size in range(1, MAX + 1):
        piles.setdefault(grundy_table()[size], []).append(size)
    return piles


def random_case(rng, first_wins):
    g, random = grundy_table(), rng.random      # rng.random: cheaper than rng.randint
    while True:
        m, n = 1 + int(random() * MAX), 1 + int(random() * MAX)
        if first_wins:
            p = 1 + int(random() * MAX)
        else:
            matching = _piles_by_grundy().get(g[m] ^ g[n])
            if not matching:
                continue
            p = matching[int(random() * len(matching))]
        if wins(Case(m, n, p)) == first_wins:
            return Case(m, n, p)


def pinning_cases():
    """For each pile x, the losing position (x, y, 1) with the smallest y:
    a solution answers all of them right only if it has every Grundy value
    g(x) right, not merely whether it is 0 (g(y) = g(x) xor g(1))."""
    g = grundy_table()
    found = []
    for x in range(1, MAX + 1):
        y = next((y for y in range(1, MAX + 1) if g[y] == g[x] ^ g[1]), None)
        if y is not None:
            found.append(Case(x, y, 1))
    return found


def test_files():
    return [
        ("sample", [Case(1, 1, 1), Case(1, 4, 1)]),
        ("all-small", exhaustive()),
        ("bounds-and-losing-near-bounds", edge_cases()),
        ("every-pile-size", [Case(size, 1, 1) for size in range(1, MAX + 1)]),
        ("every-grundy-value", pinning_cases()),
    ]


def layout_cases():
    return [Case(1, 1, 1), Case(1, 4, 1), Case(MAX, MAX, MAX)]
