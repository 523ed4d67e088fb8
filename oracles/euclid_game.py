"""Oracle for euclid-game (HDU 1525 / POJ 2348 "Euclid's Game"): a pair of
positive integers; a move subtracts a positive multiple of the smaller from
the larger, leaving it at 0 or more; whoever makes a 0 wins. Stan moves
first.

Two methods that share nothing:
  SEARCH            a remembered search over the pairs themselves, every
                    move of the rules (games.Search); used while both
                    numbers are at most SEARCH_MAX;
  rule_wins(a, b)   beyond that, the rule: with a >= b, the player to move
                    wins if b divides a or a >= 2b; otherwise the only move
                    is to (b, a - b), and the outcome flips.
Tests compare them on every pair up to SEARCH_MAX.

moves() is also the game each component of gg-and-mm is
(oracles/gg_and_mm.py uses it and SEARCH).
"""

from common import casemodel as cases
from oracles import games

MAX = 2 ** 31 - 1
SEARCH_MAX = 300
FIBONACCI = [1, 2]                           # 1, 2, 3, 5, ...: the pairs with the longest forced play
while FIBONACCI[-1] + FIBONACCI[-2] <= MAX:
    FIBONACCI.append(FIBONACCI[-1] + FIBONACCI[-2])
FRAMING = cases.Terminator("0 0")
Case, read_case, write_case = cases.single_line("Case", [("a", 1, MAX), ("b", 1, MAX)])
INVALID_INPUTS = [                                  # the statement rules these out
    "34 12\n0 5\n0 0\n",                            # a 0 in a case
    "2147483648 1\n0 0\n",                          # a number of 2^31
    "34 12 1\n0 0\n",                               # three numbers on a line
    "34\n0 0\n",                                    # one number on a line
]


def pair(a, b):
    """A position as the game writes it: (larger, smaller)."""
    return (a, b) if a >= b else (b, a)


def moves(position):
    """The positions one move reaches from (a, b), a >= b: (a - k b, b) for
    every k >= 1 that leaves a - k b >= 0. A position with a 0 is over (the
    player who made the 0 has won), so it has no move."""
    a, b = position
    if b == 0:
        return []
    return [pair(a - k * b, b) for k in range(1, a // b + 1)]


SEARCH = games.Search(moves)


def rule_wins(a, b):
    """Does the player to move win (a, b), both positive? By the rule (see
    the module's docstring), one forced move at a time."""
    a, b = pair(a, b)
    mover_is_first = True
    while a % b != 0 and a < 2 * b:
        a, b = b, a - b
        mover_is_first = not mover_is_first
    return mover_is_first


def wins(case):
    if max(case) <= SEARCH_MAX:
        return SEARCH.wins(pair(*case))
    return rule_wins(*case)


def answer(case):
    return ["Stan wins" if wins(case) else "Ollie wins"]


def exhaustive(size=60):
    """Every pair of numbers 1..size, in both orders."""
    return [Case(a, b) for a in range(1, size + 1) for b in range(1, size + 1)]


def both_orders(found):
    return [c for a, b in found for c in (Case(a, b), Case(b, a))]


def fibonacci_pairs():
    """Consecutive Fibonacci numbers, where every move is forced down to
    (2, 1) (from 1836311903 and 1134903170, 43 forced moves, the most a pair
    below 2^31 has), and their neighbours, which leave the chain early."""
    found = []
    for small, large in zip(FIBONACCI, FIBONACCI[1:]):
        found += [(large, small), (large + 1, small), (large - 1, small), (large, small + 1)]
    return both_orders([(a, b) for a, b in found if a <= MAX])


def bounds():
    """The largest numbers, and pairs b < a < 2b with b >= 2^30, whose 2b
    is past 2^31 - 1 (in a signed 32-bit int, 2 * b wraps negative), near
    the turning ratio 1.618... as well."""
    top, half = MAX, 2 ** 30
    found = [(1, 1), (2, 1), (3, 2), (top, top), (top, 1), (top, 2), (top, top - 1), (top - 1, top - 2),
             (top, half), (top, half - 1), (top, half + 1), (2 * half - 2, half - 1), (2 * half - 1, half - 1)]
    for b in (half, half + 1, half + 7, 1500000000, top - 3, top - 1):
        found += [(b + 1, b), (b + 2, b), (2 * b - 1, b), (b + b // 2, b), (b + b // 3, b)]
        found += [(b + b * 618034 // 1000000 + d, b) for d in (-1, 0, 1)]
    return both_orders([(a, b) for a, b in found if a <= MAX])


def large_quotients():
    """Quotients a / b from 10^8 to 10^9, each with a remainder: a solution
    that subtracts b one multiple at a time walks that many steps."""
    found = [(MAX - 2 * i, 2) for i in range(6)] + [(2 ** 30 + 1, 2), (2 ** 30 + 1, 3)]
    found += [(MAX - i, b) for b in (3, 4, 5, 6, 7, 9, 10, 11, 13, 17) for i in (0, 1) if (MAX - i) % b]
    return both_orders(found)


def edge_cases():
    return bounds() + fibonacci_pairs() + large_quotients()


def _draw(rng):
    """One pair from a mix: anywhere, small, near the ratio 1.618... where
    the outcome turns, long forced chains, 2b past 2^31, large quotients."""
    kind, randint = rng.random(), rng.randint
    if kind < 0.3:
        a, b = randint(1, MAX), randint(1, MAX)
    elif kind < 0.5:
        a, b = randint(1, 100), randint(1, 100)
    elif kind < 0.7:
        b = randint(1, 1300000000)
        a = b * 1618034 // 1000000 + randint(-3, 3)
    elif kind < 0.8:
        i = randint(1, len(FIBONACCI) - 1)
        a, b = FIBONACCI[i] + randint(-1, 1), FIBONACCI[i - 1]
    elif kind < 0.9:
        b = randint(2 ** 30, MAX - 1)
        a = b + randint(1, min(b - 1, MAX - b))
    else:
        b = randint(1, 1000)
        a = randint(MAX - 10 ** 6, MAX)
    a, b = min(max(a, 1), MAX), min(max(b, 1), MAX)
    return Case(a, b) if rng.random() < 0.5 else Case(b, a)


def random_case(rng, first_wins):
    return games.draw_until(lambda: _draw(rng), wins, first_wins)


def worst_case(rng):
    """Consecutive Fibonacci numbers near 2^31: 40 to 43 forced moves, each
    a step of the loop, for about 20 bytes read."""
    i = rng.randint(len(FIBONACCI) - 4, len(FIBONACCI) - 1)
    return Case(FIBONACCI[i], FIBONACCI[i - 1]) if rng.random() < 0.5 else Case(FIBONACCI[i - 1], FIBONACCI[i])


def test_files():
    return [
        ("sample", [Case(34, 12), Case(15, 24)]),
        ("all-small", exhaustive()),
        ("fibonacci-pairs", fibonacci_pairs()),
        ("bounds", bounds()),
        ("large-quotients", large_quotients()),
        ("random-up-to-bounds", games.alternating(random_case, 1525, 1000)),
    ]


def layout_cases():
    return [Case(34, 12), Case(15, 24), Case(MAX, 1), Case(5, 3)]
