"""k-multiple dynamic subtraction (simple-stone-game, HDU 2486): a pile
of n stones; the first move takes 1 to n - 1, every later one 1 to K
times the move before; taking the last stone wins. The position carries
what the next move may take. The analysis: with K = 1 the lost piles are
the powers of two (with K = 2, the Fibonacci numbers)."""

K = 1


def moves(position):
    stones, most = position
    return [(stones - x, min(K * x, stones - x)) for x in range(1, min(most, stones) + 1)]


def positions(size):
    return {n: (n, n - 1) for n in range(2, size + 1)}
