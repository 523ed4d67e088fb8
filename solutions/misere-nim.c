/*
 * misere-nim.c -- HDU 1907 "John" (misere Nim)
 *
 * Game:     N piles; a move takes any positive number of stones from one
 *           pile; who takes the LAST stone LOSES. John moves first.
 * Theorem:  (Bouton, misere) if every pile holds one stone, John wins iff
 *           the number of piles is even; otherwise John wins iff the xor
 *           of the piles is not 0 (play as in normal Nim until one pile of
 *           two or more is left, then leave an odd number of 1s).
 * Input:    a line T (1 <= T <= 474), then T cases: a line N
 *           (1 <= N <= 47) and a line of N piles 1 <= a <= 4747. Reading
 *           also stops at end of file.
 * Output:   "John" if the first player wins, else "Brother".
 * Limits:   1 s, 32 MB (assumed: the judge's were not found).
 * Cost:     O(N) time, O(1) memory per case.
 * Verified: against the brute-force oracle in oracles/misere_nim.py on
 *           testdata/misere-nim/ (make test) and by
 *           python3 judge.py stress misere-nim.
 */
#include <stdio.h>

/* 1 if the player to move wins: big = some pile holds >= 2 stones,
   x = xor of the piles, count = number of piles. */
static int first_player_wins(const int big, const int x, const int count)
{
    if (!big)
        return count % 2 == 0;
    return x != 0;
}

int main(void)
{
    int cases, count, i, a, x, big;

    /* %d skips CRLF, blank lines and extra blanks; a short file ends the
       loop instead of repeating the last case. */
    if (scanf("%d", &cases) != 1)
        return 0;
    while (cases-- > 0 && scanf("%d", &count) == 1) {
        x = 0;
        big = 0;        /* reset for every case */
        for (i = 0; i < count; ++i) {
            if (scanf("%d", &a) != 1)
                return 0;
            x ^= a;
            if (a > 1)
                big = 1;
        }
        puts(first_player_wins(big, x, count) ? "John" : "Brother");
    }
    return 0;
}
