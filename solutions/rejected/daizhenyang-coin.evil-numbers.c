/* Wrong Answer: gives a head at x the x-th evil number (2x + 1 when x has an odd number of 1 bits, else 2x) instead of the odious one, each value off by one in its last bit. */
/*
 * Exposed by 01-sample: the head at 0 gets value 0 and prints Yes, but
 * Daizhenyang turns it over and wins (No). Wrong on every row of an odd
 * number of coins whose odious values xor to 1, such as "1 2 3" in
 * 04-odious-values.
 */
#include <stdio.h>
#include <stdlib.h>

int cmp(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

int main(void)
{
    int n, i, a[105], bits, odd, sg;

    while (scanf("%d", &n) == 1) {
        for (i = 0; i < n; i++)
            scanf("%d", &a[i]);
        qsort(a, n, sizeof a[0], cmp);
        sg = 0;
        for (i = 0; i < n; i++) {
            if (i > 0 && a[i] == a[i - 1])
                continue;
            odd = 0;
            for (bits = a[i]; bits; bits >>= 1)
                odd ^= bits & 1;
            sg ^= odd ? 2 * a[i] + 1 : 2 * a[i];
        }
        puts(sg == 0 ? "Yes" : "No");
    }
    return 0;
}
