"""Fibonacci Nim (fibonacci-nim, HDU 2516): a pile of n stones; the first
move takes 1 to n - 1, every later one 1 to twice the move before.
Taking the last stone wins. The position carries what the next move may
take: (stones, most). The analysis: n is lost iff n is a Fibonacci
number."""


def moves(position):
    stones, most = position
    return [(stones - x, min(2 * x, stones - x)) for x in range(1, min(most, stones) + 1)]


def positions(size):
    """The game starts with n stones and a first move of at most n - 1."""
    return {n: (n, n - 1) for n in range(2, size + 1)}
