/* Wrong Answer: handles the all-ones case but with its parity backwards: with every pile 1 the first player wins iff the number of piles is EVEN, not odd. */
/*
 * Exposed by 01-sample: the second case "1" (one pile of 1) prints John,
 * but John must take the last sweet and loses.
 */
#include <stdio.h>

int main(void)
{
    int t, n, i, a, x, big;

    scanf("%d", &t);
    while (t--) {
        scanf("%d", &n);
        x = 0;
        big = 0;
        for (i = 0; i < n; i++) {
            scanf("%d", &a);
            x ^= a;
            if (a > 1)
                big = 1;
        }
        if (!big)
            puts(n % 2 == 1 ? "John" : "Brother");
        else
            puts(x ? "John" : "Brother");
    }
    return 0;
}
