/* Wrong Answer: xors the boxes of residues 0, 2 and 4 mod 6, as a published write-up does; box 4 has no move out (4 + B = 3 mod 6 needs B = 5 mod 6), and the boxes of residue 5 count instead. */
/*
 * Exposed by 06-one-box: cards in box 5 alone are won (Alice moves them to box 4); this prints Bob.
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
            if (i % 6 == 0 || i % 6 == 2 || i % 6 == 4)
                x ^= c;
        }
        printf("Case %d: %s\n", k, x ? "Alice" : "Bob");
    }
    return 0;
}
