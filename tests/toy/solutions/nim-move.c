/* Accepted: takes from the last pile that can make the nim-sum zero, where
   the oracle's answer takes from the first: only a checker accepts both. */
#include <stdio.h>
int main(void)
{
    int t, n, i, x, piles[4], move;
    if (scanf("%d", &t) != 1)
        return 0;
    while (t-- > 0 && scanf("%d", &n) == 1) {
        x = 0;
        for (i = 0; i < n; i++) {
            scanf("%d", &piles[i]);
            x ^= piles[i];
        }
        move = -1;
        for (i = 0; i < n; i++)
            if ((piles[i] ^ x) < piles[i])
                move = i;
        if (move < 0)
            puts("lose");
        else
            printf("%d %d\n", move + 1, piles[move] - (piles[move] ^ x));
    }
    return 0;
}
