/* Wrong Answer: counts the piles larger than the xor x of all piles, but the winning piles are those with (pile ^ x) < pile, which can be smaller than x. */
/*
 * Exposed by 01-sample: "5 7 9" has x = 11; no pile is above 11, so this
 * prints 0, but taking 7 from the 9 wins (9 ^ 11 = 2 < 9).
 */
#include <stdio.h>

int main(void)
{
    int m, i, x, cnt;
    int a[105];

    while (scanf("%d", &m) == 1 && m != 0) {
        x = 0;
        for (i = 0; i < m; i++) {
            scanf("%d", &a[i]);
            x ^= a[i];
        }
        cnt = 0;
        if (x != 0)
            for (i = 0; i < m; i++)
                if (a[i] > x)
                    cnt++;
        printf("%d\n", cnt);
    }
    return 0;
}
