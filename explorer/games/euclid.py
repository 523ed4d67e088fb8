"""Euclid's game (euclid-game, HDU 1525): two numbers; a move subtracts a
positive multiple of the smaller from the larger, leaving it at 0 or
more; who makes a 0 wins (the opponent, facing a 0, cannot move). The
analysis: (a, b) with a > b is lost iff a < phi b."""


def moves(position):
    a, b = position
    if a == 0 or b == 0:
        return []
    small, large = min(a, b), max(a, b)
    return [(large - k * small, small) for k in range(1, large // small + 1)]


def positions(size):
    return {(a, b): (a, b) for a in range(1, size + 1) for b in range(1, size + 1)}
