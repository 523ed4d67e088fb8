/*
 * paint-chain.c -- HDU 3980 "Paint Chain"
 *
 * Game:     a circle of N beads; a move paints M consecutive unpainted
 *           beads; who cannot move loses. aekdycoin moves first.
 * Theorem:  every first move is alike on a circle: it leaves a line of
 *           N - M unpainted beads. A move on a line of L paints M beads
 *           and leaves lines of a and L - M - a, played side by side, so
 *           (Sprague-Grundy) g(L) = mex of g(a) xor g(L - M - a) over
 *           0 <= a <= L - M, and g(L) = 0 for L < M. aekdycoin wins iff
 *           N >= M and g(N - M) = 0 (the second player then faces a lost
 *           line).
 * Input:    T, then T lines "N M", 1 <= N, M <= 1000.
 * Output:   "Case #k: aekdycoin" or "Case #k: abcdxyzk", k from 1.
 * Limits:   1 s, 32 MB.
 * Cost:     O(N^2 / 2) for the table of one M, built once for each M
 *           asked (1001 x 1001 shorts, 2 MB); at most about 1.7 * 10^8
 *           steps for an input that asks every M.
 * Verified: against the brute-force oracle in oracles/paint_chain.py on
 *           testdata/paint-chain/ (make test) and by
 *           python3 judge.py stress paint-chain.
 */
#include <stdio.h>

#define MAX_N 1000

static short value[MAX_N + 1][MAX_N + 1];  /* value[m][l]: g(l) for painting m beads */
static int built[MAX_N + 1];               /* the length value[m] is built up to */
static int seen[2048], stamp;              /* seen[v] == stamp: v is reached */

/* Builds value[m][0..len]. The values are below 2048: a line of len has
   at most len + 1 moves, so its mex is at most len + 1. */
static void build(const int m, const int len)
{
    int l, a, v;
    short *g = value[m];

    for (l = built[m] + 1; l <= len; l++) {
        stamp++;
        for (a = 0; a + m <= l; a++)
            seen[g[a] ^ g[l - m - a]] = stamp;
        for (v = 0; seen[v] == stamp; v++)
            ;
        g[l] = (short)v;
    }
    if (len > built[m])
        built[m] = len;
}

/* Does the first player win a circle of n beads, painting m at a time? */
static int first_wins(const int n, const int m)
{
    if (n < m)
        return 0;
    build(m, n - m);
    return value[m][n - m] == 0;
}

int main(void)
{
    int t, k, n, m;

    for (m = 0; m <= MAX_N; m++)
        built[m] = 0;               /* value[m][0] = 0 */
    if (scanf("%d", &t) != 1)
        return 0;
    for (k = 1; k <= t && scanf("%d %d", &n, &m) == 2; k++)
        printf("Case #%d: %s\n", k, first_wins(n, m) ? "aekdycoin" : "abcdxyzk");
    return 0;
}
