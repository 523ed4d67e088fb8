/*
 * chomp.c -- "Chomp" (a problem of our own)
 *
 * Game:     a staircase of chocolate squares inside 8 x 8, rows 1..m of
 *           lengths l1 >= l2 >= ... >= lm, the poisoned square at row 1,
 *           column 1; a bite at (i, j) eats every square (i', j') left with
 *           i' >= i and j' >= j; who faces the poisoned square alone (and
 *           must eat it) loses. Print who wins and, for a win, one bite.
 * Method:   memoised search over the shapes: a shape is won iff some bite
 *           leaves a lost one. A shape with l_i = 0 past row m is coded by
 *           the 8 distinct numbers l_i + 8 - i in 0..15, a 16-bit mask with
 *           8 bits set, so a table of 2^16 entries holds every shape.
 * Theorem:  (strategy stealing) every rectangle but 1 x 1 is won, yet the
 *           argument names no bite: the search finds it.
 * Input:    T (1 <= T <= 20000), then T lines "m l1 .. lm", 1 <= m <= 8,
 *           8 >= l1 >= ... >= lm >= 1.
 * Output:   "Second" if the player to move loses, else "First i j": a
 *           winning bite at row i, column j (1-based, not (1, 1)).
 * Limits:   1 s, 32 MB.
 * Cost:     each of the 12869 shapes is decided once, over at most 63
 *           bites: about 10^6 steps in all, shared by every case; 64 KB.
 * Verified: against the brute-force oracle in oracles/chomp.py (its
 *           checker) on testdata/chomp/ (make test) and by
 *           python3 judge.py stress chomp.
 */
#include <stdio.h>

#define N 8

static signed char known[1 << (2 * N)];   /* 0 unknown, 1 won, -1 lost */

static unsigned code_of(const int *rows)
{
    unsigned code = 0;
    int i;

    for (i = 0; i < N; ++i)
        code |= 1U << (rows[i] + N - 1 - i);
    return code;
}

/* 1 if the player to move wins with rows[0..N-1] (0 past the last row).
   Found bite (1-based) in *bi, *bj when asked (bi != NULL). */
static int mover_wins(const int *rows, int *bi, int *bj)
{
    int after[N];
    int i, j, k, won = 0;
    unsigned code = code_of(rows);

    if (bi == NULL && known[code] != 0)
        return known[code] > 0;
    for (i = 0; i < N && !won; ++i)
        for (j = (i == 0 ? 1 : 0); j < rows[i] && !won; ++j) {
            for (k = 0; k < N; ++k)
                after[k] = k >= i && rows[k] > j ? j : rows[k];
            if (!mover_wins(after, NULL, NULL)) {
                won = 1;
                if (bi != NULL) {
                    *bi = i + 1;
                    *bj = j + 1;
                }
            }
        }
    known[code] = won ? 1 : -1;
    return won;
}

int main(void)
{
    int rows[N];
    int t, m, i, bi, bj;

    if (scanf("%d", &t) != 1)
        return 0;
    while (t-- > 0 && scanf("%d", &m) == 1) {
        for (i = 0; i < N; ++i)
            rows[i] = 0;
        for (i = 0; i < m; ++i)
            if (scanf("%d", &rows[i]) != 1)
                return 0;
        if (mover_wins(rows, &bi, &bj))
            printf("First %d %d\n", bi, bj);
        else
            puts("Second");
    }
    return 0;
}
