/* Wrong Answer: the mex takes only the cuts across the first side, as if a sheet could be cut one way; a 2 x h sheet then has no cut at all and is called lost. */
/*
 * Exposed by 02-all-small: 2 x 4 prints LOSE, but cutting it across its
 * side of 4 leaves two 2 x 2 pieces, a position of value 0 for the
 * opponent.
 */
#include <stdio.h>

int g[201][201];

int main(void)
{
    int w, h, i, v, seen[16];

    for (w = 2; w <= 200; w++)
        for (h = 2; h <= 200; h++) {
            for (v = 0; v < 16; v++)
                seen[v] = 0;
            for (i = 2; i <= w - 2; i++)
                seen[g[i][h] ^ g[w - i][h]] = 1;
            for (v = 0; seen[v]; v++)
                ;
            g[w][h] = v;
        }
    while (scanf("%d %d", &w, &h) == 2)
        puts(g[w][h] ? "WIN" : "LOSE");
    return 0;
}
