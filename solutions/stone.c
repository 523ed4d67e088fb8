/*
 * stone.c -- HDU 4764 "Stone" (a counting game where reaching N loses)
 *
 * Game:     players alternately write integers; the first is 1..k, each
 *           later one exceeds the one before by 1..k; whoever first
 *           writes a number >= N loses. Tang writes first.
 * Theorem:  Jiang (the second player) wins iff (N - 1) % (k + 1) == 0.
 * Why:      writing N - 1 forces the opponent to reach N, so N - 1 is the
 *           number to aim for; it is Bash's game on N - 1 with moves
 *           1..k: from a multiple of k + 1 below N - 1 every move leaves a
 *           non-multiple, and from any other distance the mover restores
 *           a multiple; a distance of 0 (N = 1, or x = N - 1) is lost for
 *           the player to move.
 * Input:    lines "N k", 1 <= N <= 10^8, 1 <= k <= 100, up to "0 0".
 *           Reading also stops at end of file.
 * Output:   "Tang" or "Jiang", the winner.
 * Limits:   1 s, 32 MB.
 * Cost:     O(1) time and memory per case; N - 1 fits any int.
 * Verified: against the brute-force oracle in oracles/stone.py on
 *           testdata/stone/ (make test) and by python3 judge.py stress
 *           stone.
 */
#include <stdio.h>

/* 1 if Tang, who writes first, wins. Contract: n >= 1, k >= 1. */
static int tang_wins(const long n, const long k)
{
    return (n - 1) % (k + 1) != 0;
}

int main(void)
{
    long n, k;

    while (scanf("%ld %ld", &n, &k) == 2 && (n != 0 || k != 0))
        puts(tang_wins(n, k) ? "Tang" : "Jiang");
    return 0;
}
