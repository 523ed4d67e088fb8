/*
 * coin-game.c -- HDU 3951 "Coin Game" (symmetry on a circle)
 *
 * Game:     N coins in a circle; a move takes 1 to K coins next to each
 *           other (a gap breaks the neighbourhood); who takes the last
 *           coin wins.
 * Theorem:  the first player wins iff K >= N (every coin at once), or
 *           K = 1 and N is odd (each move takes one coin). Otherwise the
 *           first move opens the circle into a row of N - t coins
 *           (1 <= t < N), and the second player takes its middle, one coin
 *           or two (K >= 2), leaving two equal rows; then every move in one
 *           row is answered by the same move in the other.
 * Input:    T (1 <= T <= 100), then T lines "N K", 3 <= N <= 10^9,
 *           1 <= K <= 10.
 * Output:   "Case i: first" or "Case i: second".
 * Limits:   1 s, 32 MB (HDU 3951).
 * Cost:     O(1) a case.
 * Verified: against the brute-force oracle in oracles/coin_game.py on
 *           testdata/coin-game/ (make test) and by
 *           python3 judge.py stress coin-game.
 */
#include <stdio.h>

/* 1 if the first player wins N coins taking 1 to K a move. */
static int first_player_wins(const long n, const long k)
{
    if (k >= n)
        return 1;
    return k == 1 && n % 2 == 1;
}

int main(void)
{
    int cases, number;
    long n, k;

    if (scanf("%d", &cases) != 1)
        return 0;
    for (number = 1; number <= cases && scanf("%ld %ld", &n, &k) == 2; ++number)
        printf("Case %d: %s\n", number, first_player_wins(n, k) ? "first" : "second");
    return 0;
}
