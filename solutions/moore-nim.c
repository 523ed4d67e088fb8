/*
 * moore-nim.c -- "Moore's Nim" (a problem of our own)
 *
 * Game:     n heaps; a move chooses between 1 and k heaps and takes any
 *           positive number of stones from each of them (no cap); who
 *           cannot move loses.
 * Theorem:  (Moore, 1910) the player to move loses iff, for every binary
 *           digit, the number of heaps that have it is a multiple of
 *           k + 1. With k = 1 that is Bouton's xor.
 * Input:    T (1 <= T <= 1000), then T cases: a line "n k"
 *           (1 <= n <= 100, 1 <= k <= 100) and a line of n heaps,
 *           1 <= heap <= 2^31 - 1.
 * Output:   "First" if the player to move wins, else "Second".
 * Limits:   1 s, 32 MB.
 * Cost:     O(31 n) time, O(31) memory per case.
 * Verified: against the brute-force oracle in oracles/moore_nim.py on
 *           testdata/moore-nim/ (make test) and by
 *           python3 judge.py stress moore-nim.
 */
#include <stdio.h>

#define BITS 31     /* heaps are below 2^31: binary digits 0 to 30 */

/* 1 if the player to move wins: count[b] heaps have digit b, a move may
   touch k heaps. */
static int first_player_wins(const int *count, const int k)
{
    int b;

    for (b = 0; b < BITS; ++b)
        if (count[b] % (k + 1) != 0)
            return 1;
    return 0;
}

int main(void)
{
    int t, n, k, i, b;
    int count[BITS];
    unsigned long heap;

    /* scanf skips CRLF, blank lines and extra blanks; a short file ends
       the loop instead of repeating the last case. */
    if (scanf("%d", &t) != 1)
        return 0;
    while (t-- > 0 && scanf("%d %d", &n, &k) == 2) {
        for (b = 0; b < BITS; ++b)
            count[b] = 0;
        for (i = 0; i < n; ++i) {
            if (scanf("%lu", &heap) != 1)
                return 0;
            for (b = 0; heap != 0; ++b, heap >>= 1)
                count[b] += (int)(heap & 1);
        }
        puts(first_player_wins(count, k) ? "First" : "Second");
    }
    return 0;
}
