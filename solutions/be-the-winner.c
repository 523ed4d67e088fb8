/*
 * be-the-winner.c -- HDU 2509 "Be the Winner" (anti-Nim on lines)
 *
 * Game:     groups of apples in lines; a move eats one or more apples
 *           that stand next to each other in one line (which may split
 *           it in two); whoever eats the LAST apple LOSES.
 * Theorem:  a line of n has Grundy value n (the splits a + b < n reach
 *           every value below n and none equal to it), so only an empty
 *           line has value 0, and the SJ theorem for misere sums applies:
 *           the first player wins iff (the xor of the sizes is not 0 and
 *           some group holds 2 or more) or (the xor is 0 and none does).
 *           With every group of 1 that is: an even number of groups wins.
 * Input:    test cases until end of file: a line n (1 <= n <= 100), then
 *           a line of n group sizes, 1 <= size <= 100.
 * Output:   "Yes" if the first player wins, else "No".
 * Limits:   1 s, 32 MB (assumed: the judge's were not found).
 * Cost:     O(n) time, O(1) memory per case.
 * Verified: against the brute-force oracle in oracles/be_the_winner.py on
 *           testdata/be-the-winner/ (make test) and by
 *           python3 judge.py stress be-the-winner.
 */
#include <stdio.h>

/* 1 if the player to move wins: x = xor of the sizes, big = some group
   holds 2 apples or more. */
static int first_player_wins(const int x, const int big)
{
    if (x != 0)
        return big;
    return !big;
}

int main(void)
{
    int n, i, size, x, big;

    /* %d skips CRLF, blank lines and extra blanks. */
    while (scanf("%d", &n) == 1) {
        x = 0;
        big = 0;            /* reset for every case */
        for (i = 0; i < n; ++i) {
            if (scanf("%d", &size) != 1)
                return 0;
            x ^= size;
            if (size > 1)
                big = 1;
        }
        puts(first_player_wins(x, big) ? "Yes" : "No");
    }
    return 0;
}
