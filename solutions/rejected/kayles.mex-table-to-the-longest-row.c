/* Time Limit Exceeded: computes g(n) by the mex definition for every n up to the longest row of the input, which is right but takes about n^2 steps: 10^10 for a row of 10^5 pins. */
/*
 * Exposed by 03-medium-rows (rows of 10^4 to 10^5 pins). With the rows of
 * 10^9 pins of the later tests the table would not even fit in memory;
 * the period is what makes them cheap.
 */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    static long rows[1000][100];
    static int count[1000];
    long longest = 0, n, left, i;
    int t, c, j, r, x, target, knocked, v, seen[16];
    int *g;

    if (scanf("%d", &t) != 1)
        return 0;
    for (c = 0; c < t; ++c) {
        if (scanf("%d", &count[c]) != 1)
            return 0;
        for (j = 0; j < count[c]; ++j) {
            if (scanf("%ld", &rows[c][j]) != 1)
                return 0;
            if (rows[c][j] > longest)
                longest = rows[c][j];
        }
    }
    g = malloc((longest + 1) * sizeof *g);
    if (g == NULL)
        return 1;
    for (i = 0; i <= longest; ++i) {
        for (v = 0; v < 16; ++v)
            seen[v] = 0;
        for (knocked = 1; knocked <= 2; ++knocked)
            for (left = 0; left + knocked <= i; ++left)
                seen[g[left] ^ g[i - knocked - left]] = 1;
        for (v = 0; seen[v]; ++v)
            ;
        g[i] = v;
    }
    for (c = 0; c < t; ++c) {
        x = 0;
        for (j = 0; j < count[c]; ++j)
            x ^= g[rows[c][j]];
        if (x == 0) {
            puts("Second");
            continue;
        }
        for (r = 0; (g[rows[c][r]] ^ x) >= g[rows[c][r]]; ++r)
            ;
        n = rows[c][r];
        target = g[n] ^ x;
        for (knocked = 1; knocked <= 2; ++knocked)
            for (left = 0; left + knocked <= n; ++left)
                if ((g[left] ^ g[n - knocked - left]) == target) {
                    printf("First %d %ld %ld\n", r + 1, left + 1, left + knocked);
                    knocked = 3;
                    break;
                }
    }
    free(g);
    return 0;
}
