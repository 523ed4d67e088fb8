"""The boxes of squares (stone-game, HDU 1729): a box of capacity S holds
c stones; a move puts d more in, 1 <= d <= c^2, without overflowing. A
position is (S, c). The analysis: with t the largest number with
t + t^2 < S, the box is worth S - c for c > t (a countdown to the full
box) and 0 at c = t. Here S = 100, so t = 9."""

S = 100


def moves(box):
    s, c = box
    return [(s, c + d) for d in range(1, min(c * c, s - c) + 1)]


def positions(size):
    return {c: (S, c) for c in range(0, S + 1)}
