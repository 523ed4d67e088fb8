/* Wrong Answer: takes the distance p[2i+1] - p[2i] as the pile instead of the free grids between, p[2i+1] - p[2i] - 1; adjacent chessmen then count as a pile of 1. */
/*
 * Exposed by 02-all-small-1, first at one chessman on grid 1: it pairs with
 * the wall at 0 at distance 1, so this sees a pile of 1 and prints Georgia,
 * but nothing can move and Georgia loses. Likewise "1 2". The sample
 * passes by chance.
 */
#include <stdio.h>
#include <stdlib.h>

int p[1005];

int cmp(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

int main(void)
{
    int t, n, i, x;

    scanf("%d", &t);
    while (t--) {
        scanf("%d", &n);
        for (i = 0; i < n; i++)
            scanf("%d", &p[i + 1]);
        p[0] = 0;
        qsort(p + 1, n, sizeof(int), cmp);
        x = 0;
        for (i = (n % 2 == 1) ? 0 : 1; i < n; i += 2)
            x ^= p[i + 1] - p[i];
        puts(x ? "Georgia will win" : "Bob will win");
    }
    return 0;
}
