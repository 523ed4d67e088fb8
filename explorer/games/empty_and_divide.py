"""empty-and-divide (ours): two boxes of a and b counters; a move empties
one box and divides the other's counters between the two, at least one in
each; who cannot move (1 and 1) loses. The analysis: lost iff both are
odd."""


def moves(boxes):
    return [(c, kept - c) for kept in set(boxes) for c in range(1, kept)]


def positions(size):
    return {(a, b): (a, b) for a in range(1, size + 1) for b in range(1, size + 1)}
