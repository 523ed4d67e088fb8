"""Wythoff's game (moving-queen, POJ 1067): two piles; a move takes any
number from one pile, or the same number from both. The analysis: the
lost positions are Wythoff's pairs (floor(k phi), floor(k phi^2))."""


def moves(position):
    a, b = position
    return ([(a - k, b) for k in range(1, a + 1)] + [(a, b - k) for k in range(1, b + 1)]
            + [(a - k, b - k) for k in range(1, min(a, b) + 1)])
