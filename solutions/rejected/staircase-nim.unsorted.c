/* Wrong Answer: pairs the chessmen in the order the input gives them, without sorting; the positions are not sorted, and the pairs (hence the piles) come out wrong. */
/*
 * Exposed by the first unsorted board whose pairs change: "7 8 1" in
 * 06-odd-counts-and-the-wall (sorted: 1 7 8, piles 0 and 0, lost), then
 * the boards written right to left in 07-decreasing-lost and the shuffled
 * ones in 08-shuffled-small. The sample is sorted and passes.
 */
#include <stdio.h>

int p[1005];

int main(void)
{
    int t, n, i, x;

    scanf("%d", &t);
    while (t--) {
        scanf("%d", &n);
        for (i = 0; i < n; i++)
            scanf("%d", &p[i + 1]);
        p[0] = 0;
        x = 0;
        if (n % 2 == 1) {
            for (i = 0; i < n; i += 2)
                x ^= p[i + 1] - p[i] - 1;
        } else {
            for (i = 1; i < n; i += 2)
                x ^= p[i + 1] - p[i] - 1;
        }
        puts(x ? "Georgia will win" : "Bob will win");
    }
    return 0;
}
