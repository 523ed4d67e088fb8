"""The ruler game (Winning Ways, the coin-turning family of
daizhenyang-coin): coins numbered from 1; a move turns over any run of
consecutive coins, the rightmost from heads to tails. A position is one
head at n; turning coins n - k + 1 to n leaves heads at n - k + 1 to
n - 1. The head at n is worth the largest power of two dividing n."""


def moves(n):
    return [list(range(n - k + 1, n)) for k in range(1, n + 1)]


def positions(size):
    return {n: n for n in range(1, size + 1)}
