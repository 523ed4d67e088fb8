/* Wrong Answer: xors the counts of the odd-numbered boxes, as in staircase Nim on a line of steps one apart; here the steps are the classes of residues mod 6. */
/*
 * Exposed by 01-sample: the odd boxes of 1 3 3 2 2 1 2 hold 1, 3, 2, 2 (xor 2), but Bob wins.
 */
#include <stdio.h>

int main(void)
{
    int t, k, n, i, c, x;

    scanf("%d", &t);
    for (k = 1; k <= t; k++) {
        scanf("%d", &n);
        x = 0;
        for (i = 1; i <= n; i++) {
            scanf("%d", &c);
            if (i % 2 == 1)
                x ^= c;
        }
        printf("Case %d: %s\n", k, x ? "Alice" : "Bob");
    }
    return 0;
}
