/* Wrong Answer: handles the case where every group holds one apple, but with its parity backwards: with only ones the first player wins iff the number of groups is EVEN, not odd. */
/*
 * Exposed by 02-all-small: its first case "1" prints Yes, but the first
 * player must eat the only apple and loses.
 */
#include <stdio.h>

int main(void)
{
    int n, i, a, x, big;

    while (scanf("%d", &n) == 1) {
        x = 0;
        big = 0;
        for (i = 0; i < n; i++) {
            scanf("%d", &a);
            x ^= a;
            if (a > 1)
                big = 1;
        }
        if (big)
            puts(x ? "Yes" : "No");
        else
            puts(n % 2 == 1 ? "Yes" : "No");
    }
    return 0;
}
