"""Oracle for NAME: the answers from the game's rules alone, by search; it
shares no code with solutions/NAME.c.

A new problem, made by `judge.py new`. This oracle answers the example in
problems/NAME/statement.md (a pile of n stones, take 1 to k, taking the last wins).
Replace each part with your problem's; the interface is described in
oracles/__init__.py, and every name below is one the judge uses. Then run
`make testdata` (writes testdata/NAME/ from test_files() and
layout_cases()) and `make test`."""

from common import casemodel as cases
from oracles import games

# The statement's bounds: read_case refuses anything outside them, naming the line.
MAX_N = 1000
MAX_K = 100

# How cases follow one another: until end of file (cases.UntilEnd()), up to a
# terminator line (cases.Terminator("0 0")), or a count first (cases.CountFirst(1, 100)).
FRAMING = cases.UntilEnd()

# A case of one line of numbers: its type, and how to read and write it. For
# cases of several lines, write read_case(lines) and write_case(case) by hand
# (see oracles/chess_game.py).
Case, read_case, write_case = cases.single_line("Case", [("n", 1, MAX_N), ("k", 1, MAX_K)])

# Inputs the statement rules out, each for a different reason: tests check
# that the validator refuses each of them.
INVALID_INPUTS = ["0 1\n", "1001 1\n", "5 0\n", "5 101\n", "5\n", "x 1\n"]


def _moves(position):
    """The positions one move reaches from (n stones left, take 1 to k)."""
    n, k = position
    return [(n - take, k) for take in range(1, min(k, n) + 1)]


# Who wins each position, by a search over the moves that remembers what it
# decided: with no stone left there is no move, and the mover has lost.
# oracles/games.py also has the mex and the Grundy values of heap games.
_SEARCH = games.Search(_moves)


def wins(case):
    """Does the first player win?"""
    return _SEARCH.wins((case.n, case.k))


def answer(case):
    """The case's expected output lines."""
    return ["first" if wins(case) else "second"]


# If a case has several right answers, define check(case, lines) instead of
# comparing with answer(): it returns None when the lines are right, else
# what is wrong (see tests/toy/oracles/nim_move.py).


def exhaustive():
    """Every case of a small range."""
    return [Case(n, k) for n in range(1, 41) for k in range(1, 11)]


def edge_cases():
    """The bounds, and the cases that break the classic wrong approaches."""
    return [Case(n, k) for n in (1, 2, MAX_N - 1, MAX_N) for k in (1, 2, MAX_K - 1, MAX_K)] + \
        [Case(k + 1, k) for k in range(1, MAX_K + 1)]


def random_case(rng, first_wins):
    """A random case, anywhere up to the bounds, that the first player wins
    if first_wins, else loses."""
    return games.draw_until(lambda: Case(rng.randint(1, MAX_N), rng.randint(1, MAX_K)), wins, first_wins)


def test_files():
    """The committed data: [(slug, [case])], the sample first."""
    return [
        ("sample", [Case(3, 2), Case(4, 5)]),
        ("all-small", exhaustive()),
        ("bounds", edge_cases()),
    ]


def layout_cases():
    """The cases the layouts outside the statement (CRLF, blank lines, ...)
    are written with."""
    return [Case(3, 2), Case(4, 5), Case(MAX_N, MAX_K)]
