/* Wrong Answer: counts each binary digit modulo k instead of k + 1; a move changes the count of its highest changed digit by 1 to k, so the modulus that no move can keep is k + 1. */
/*
 * Exposed by 01-sample: with k = 1 every count is a multiple of 1, so
 * "3 1 / 1 2 3" happens to print Second rightly, but "3 2 / 1 2 3" counts
 * digit 0 twice and digit 1 twice, multiples of 2: it prints Second where
 * the first player wins.
 */
#include <stdio.h>

int main(void)
{
    int t, n, k, i, b, lost;
    int count[31];
    long a;

    scanf("%d", &t);
    while (t--) {
        scanf("%d %d", &n, &k);
        for (b = 0; b < 31; b++)
            count[b] = 0;
        for (i = 0; i < n; i++) {
            scanf("%ld", &a);
            for (b = 0; b < 31; b++)
                count[b] += (a >> b) & 1;
        }
        lost = 1;
        for (b = 0; b < 31; b++)
            if (count[b] % k != 0)
                lost = 0;
        puts(lost ? "Second" : "First");
    }
    return 0;
}
