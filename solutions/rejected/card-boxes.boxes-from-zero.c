/* Wrong Answer: counts the right residues 0, 2 and 5 mod 6, but numbers the boxes from 0, so every class is shifted by one box. */
/*
 * Exposed by 06-one-box: cards in box 2 alone are won (Alice moves them to box 1); as box 1 from 0 it does not count, and this prints Bob.
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
            if ((i - 1) % 6 == 0 || (i - 1) % 6 == 2 || (i - 1) % 6 == 5)
                x ^= c;
        }
        printf("Case %d: %s\n", k, x ? "Alice" : "Bob");
    }
    return 0;
}
