/* Wrong Answer: xors the distances |T - J| instead of the gaps |T - J| - 1: side-by-side pieces, where no advance is left, count as heaps of 1. */
/*
 * Exposed by 01-sample: the distances 1, 1, 1 xor to 1 and print I WIN!,
 * but every gap is 0 and Tom loses.
 */
#include <stdio.h>

int main(void)
{
    int n, m, t, j, x;

    while (scanf("%d %d", &n, &m) == 2) {
        x = 0;
        while (n-- > 0 && scanf("%d %d", &t, &j) == 2)
            x ^= t > j ? t - j : j - t;
        puts(x != 0 ? "I WIN!" : "BAD LUCK!");
    }
    return 0;
}
