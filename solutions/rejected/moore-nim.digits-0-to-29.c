/* Wrong Answer: counts the binary digits 0 to 29 only, as if a heap were below 2^30; heaps go up to 2^31 - 1, and digit 30 alone can decide. */
/*
 * Exposed by 04-bounds: a single heap of 2^30 = 1073741824 with k = 1 has
 * no digit set below 30, so this calls it lost and prints Second; the
 * first player takes the whole heap.
 */
#include <stdio.h>

int main(void)
{
    int t, n, k, i, b, lost;
    int count[30];
    long heap;

    if (scanf("%d", &t) != 1)
        return 0;
    while (t-- > 0 && scanf("%d %d", &n, &k) == 2) {
        for (b = 0; b < 30; ++b)
            count[b] = 0;
        for (i = 0; i < n; ++i) {
            if (scanf("%ld", &heap) != 1)
                return 0;
            for (b = 0; b < 30; ++b)
                count[b] += (int)((heap >> b) & 1);
        }
        lost = 1;
        for (b = 0; b < 30; ++b)
            if (count[b] % (k + 1) != 0)
                lost = 0;
        puts(lost ? "Second" : "First");
    }
    return 0;
}
