/* Wrong Answer: xors every box's count as in plain Nim; cards in boxes 1, 3 and 4 can never move, and cards moved onto a box may be moved on. */
/*
 * Exposed by 01-sample: 1 3 3 2 2 1 2 has xor 2, but Bob wins.
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
            if (1)
                x ^= c;
        }
        printf("Case %d: %s\n", k, x ? "Alice" : "Bob");
    }
    return 0;
}
