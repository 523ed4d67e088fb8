"""Mock Turtles (daizhenyang-coin, HDU 3537): a row of coins numbered
from 0; a move turns over one, two or three coins, the rightmost from
heads to tails. By the coin-turning theorem a row is the sum of its
heads, so a position is one head at n, and a move that turns coins a and
b (left of n) heads up leaves the sum [a, b]. The analysis: the head at
n is worth the n-th odious number."""


def moves(n):
    return [[]] + [[a] for a in range(n)] + [[a, b] for a in range(n) for b in range(a + 1, n)]
