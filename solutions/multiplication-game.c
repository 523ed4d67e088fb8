/*
 * multiplication-game.c -- HDU 1517 / POJ 2505 / UVa 847 "A Multiplication
 * Game"
 *
 * Game:     p starts at 1; Stan, then Ollie, ... multiply p by 2..9; who
 *           first makes p >= n wins.
 * Theorem:  while n > 18, replace n by ceil(n / 18); Stan wins iff the
 *           n left is <= 9.
 * Why:      the mover at p wins at once iff 9p >= n. Below that, the p
 *           with 2p >= ceil(n / 9) lose (every move hands the opponent an
 *           immediate win): p >= ceil(ceil(n / 9) / 2) = ceil(n / 18).
 *           So reaching ceil(n / 18) first is the same game with the
 *           target ceil(n / 18). For 10 <= n <= 18 Stan's first move
 *           leaves 2..9, from which Ollie reaches n; for n <= 9 Stan wins
 *           at once.
 * Input:    lines with n, 1 < n < 4294967295, until end of file; n does
 *           not fit a signed 32-bit integer, so it is read as unsigned
 *           long (32 bits at least).
 * Output:   "Stan wins." or "Ollie wins.".
 * Limits:   1 s, 32 MB.
 * Cost:     O(log n) per case; (n - 1) / 18 + 1 never overflows.
 * Verified: against the brute-force oracle in
 *           oracles/multiplication_game.py on testdata/multiplication-game/
 *           (make test) and by python3 judge.py stress multiplication-game.
 */
#include <stdio.h>

/* 1 if Stan, who moves first from p = 1, wins. Contract: n >= 2. */
static int stan_wins(unsigned long n)
{
    while (n > 18)
        n = (n - 1) / 18 + 1;          /* ceil(n / 18) without n + 17 */
    return n <= 9;
}

int main(void)
{
    unsigned long n;

    while (scanf("%lu", &n) == 1)
        puts(stan_wins(n) ? "Stan wins." : "Ollie wins.");
    return 0;
}
