/* Wrong Answer: takes the values of the plain cutting game, where every cut counts, cuts next to an edge included, and whoever cannot cut loses; here whoever cuts out a single square wins, so a cut that leaves a strip of width 1 hands the win over and must not count. */
/*
 * Exposed by 01-sample: 2 x 2 gets the value mex{g(1,2) xor g(1,2)} = 1
 * and prints WIN, but each of its cuts leaves two strips 1 x 2, and the
 * opponent cuts a single square off one.
 */
#include <stdio.h>

int g[201][201];

int main(void)
{
    int w, h, i, v, seen[512];

    for (w = 1; w <= 200; w++)
        for (h = 1; h <= 200; h++) {
            for (v = 0; v < 512; v++)
                seen[v] = 0;
            for (i = 1; i < w; i++)
                seen[g[i][h] ^ g[w - i][h]] = 1;
            for (i = 1; i < h; i++)
                seen[g[w][i] ^ g[w][h - i]] = 1;
            for (v = 0; seen[v]; v++)
                ;
            g[w][h] = v;
        }
    while (scanf("%d %d", &w, &h) == 2)
        puts(g[w][h] ? "WIN" : "LOSE");
    return 0;
}
