/* Wrong Answer: takes from the largest pile, which need not be one that can
   make the nim-sum zero. */
#include <stdio.h>
int main(void)
{
    int t, n, i, x, piles[4], big;
    if (scanf("%d", &t) != 1)
        return 0;
    while (t-- > 0 && scanf("%d", &n) == 1) {
        x = 0;
        big = 0;
        for (i = 0; i < n; i++) {
            scanf("%d", &piles[i]);
            x ^= piles[i];
            if (piles[i] > piles[big])
                big = i;
        }
        if (x == 0)
            puts("lose");
        else
            printf("%d %d\n", big + 1, piles[big] - (piles[big] ^ x));
    }
    return 0;
}
