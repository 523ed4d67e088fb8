/*
 * staircase-nim.c -- POJ 1704 "Georgia and Bob" (staircase Nim)
 *
 * Game:     chessmen on distinct grids 1, 2, ... of a line; a move takes
 *           one chessman left by at least one grid, never onto or past
 *           another chessman nor past grid 1; who cannot move loses.
 *           Georgia moves first.
 * Theorem:  sort the positions; if N is odd, put a chessman at grid 0 in
 *           front (the wall); pair them from the left: (p0, p1), (p2, p3),
 *           ... Georgia wins iff the xor of the empty grids inside the
 *           pairs, p[2i+1] - p[2i] - 1, is not 0.
 * Why:      the inside of a pair is a Nim pile: moving the right man of a
 *           pair shrinks it; moving the left man grows it, and the mover's
 *           opponent can answer by moving the right man the same distance,
 *           which restores the pile (staircase Nim: only the odd steps
 *           count). The positions with no move have every pile 0.
 * Input:    a line T (1 <= T <= 20), then T cases: a line N
 *           (1 <= N <= 1000) and a line of N distinct positions
 *           1 <= p <= 10000, in any order. Reading also stops at end of
 *           file.
 * Output:   "Georgia will win" or "Bob will win".
 * Limits:   1 s, 32 MB (assumed: the judge's were not found).
 * Cost:     O(N log N) per case for the sort; O(N) memory.
 * Verified: against the brute-force oracle in oracles/staircase_nim.py on
 *           testdata/staircase-nim/ (make test) and by
 *           python3 judge.py stress staircase-nim.
 */
#include <stdio.h>
#include <stdlib.h>

#define MAXMEN 1000 /* the statement's bound on N */

static int compare_ints(const void *a, const void *b)
{
    const int x = *(const int *)a, y = *(const int *)b;

    return (x > y) - (x < y);
}

/* 1 if the player to move wins; p[0..count-1] are sorted, distinct and
   >= 1, and p has room for count + 1 entries. */
static int first_player_wins(int p[], int count)
{
    int i, x;

    if (count % 2 == 1) {
        for (i = count; i > 0; --i)
            p[i] = p[i - 1];
        p[0] = 0;
        ++count;
    }
    x = 0;
    for (i = 0; i < count; i += 2)
        x ^= p[i + 1] - p[i] - 1;
    return x != 0;
}

int main(void)
{
    static int p[MAXMEN + 1];
    int cases, count, i;

    /* %d skips CRLF, blank lines and extra blanks; a short file ends the
       loop instead of repeating the last case. */
    if (scanf("%d", &cases) != 1)
        return 0;
    while (cases-- > 0 && scanf("%d", &count) == 1) {
        if (count < 1 || count > MAXMEN)
            return 0;
        for (i = 0; i < count; ++i)
            if (scanf("%d", &p[i]) != 1)
                return 0;
        qsort(p, (size_t)count, sizeof p[0], compare_ints);
        puts(first_player_wins(p, count) ? "Georgia will win"
                                         : "Bob will win");
    }
    return 0;
}
