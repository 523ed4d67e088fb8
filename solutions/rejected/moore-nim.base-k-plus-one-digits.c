/* Wrong Answer: writes the heaps in base k + 1 and adds each digit modulo k + 1; Moore's test counts the BINARY digits modulo k + 1, and the two agree only for k = 1. */
/*
 * Exposed by 02-all-small: with k = 2, "1 2" has the base-3 digits 1
 * and 2, whose sum 3 is a multiple of 3, so it prints Second; but the
 * first player empties both heaps at once.
 */
#include <stdio.h>

int main(void)
{
    int t, n, k, i, d, lost;
    long a;
    long sum[40];

    scanf("%d", &t);
    while (t--) {
        scanf("%d %d", &n, &k);
        for (d = 0; d < 40; d++)
            sum[d] = 0;
        for (i = 0; i < n; i++) {
            scanf("%ld", &a);
            for (d = 0; a > 0; d++, a /= k + 1)
                sum[d] += a % (k + 1);
        }
        lost = 1;
        for (d = 0; d < 40; d++)
            if (sum[d] % (k + 1) != 0)
                lost = 0;
        puts(lost ? "Second" : "First");
    }
    return 0;
}
