/* Wrong Answer: counts the piles at least as large as the highest set bit h of the xor, but a pile wins only if it HAS bit h; a pile can be larger because of a higher bit. */
/*
 * Exposed by 02-all-two-piles, first at "2 3": x = 1 and h = 1, both piles
 * are >= 1 so this counts 2, but only 3 has bit 0 (the one winning move
 * takes a card from the 3). The sample passes: only 9 is >= 8 there.
 */
#include <stdio.h>

int main(void)
{
    int m, i, x, h, cnt;
    int a[105];

    while (scanf("%d", &m) == 1 && m != 0) {
        x = 0;
        for (i = 0; i < m; i++) {
            scanf("%d", &a[i]);
            x ^= a[i];
        }
        cnt = 0;
        if (x != 0) {
            h = 1;
            while (h * 2 <= x)
                h *= 2;
            for (i = 0; i < m; i++)
                if (a[i] >= h)
                    cnt++;
        }
        printf("%d\n", cnt);
    }
    return 0;
}
