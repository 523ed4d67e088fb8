"""Bash's game (brave-game, HDU 1846): a pile of n stones; a move takes 1
to M; taking the last stone wins. The analysis: n is lost iff
n mod (M + 1) = 0. Here M = 3."""

M = 3


def moves(n):
    return [n - take for take in range(1, M + 1) if take <= n]
