/* Wrong Answer: sorts, then pairs (p1, p2), (p3, p4), ... from the left; with N odd the last chessman is left alone, but the pairing must end at the last chessman (the first one pairs with the wall at 0). */
/*
 * Exposed by 02-all-small-1, first at one chessman on grid 2: Georgia moves
 * it to grid 1 and wins; this sees no pair and prints Bob. The test
 * 06-odd-counts-and-the-wall holds more boards of odd N. The sample passes.
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
            scanf("%d", &p[i]);
        qsort(p, n, sizeof(int), cmp);
        x = 0;
        for (i = 0; i + 1 < n; i += 2)
            x ^= p[i + 1] - p[i] - 1;
        puts(x ? "Georgia will win" : "Bob will win");
    }
    return 0;
}
