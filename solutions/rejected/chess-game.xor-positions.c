/* Wrong Answer: plays it as plain Nim on the positions' numbers, xoring p1 .. pM instead of their Grundy values; the numbering of positions says nothing about the game. */
/*
 * Exposed by the sample's first query "1 0": one chessman on position 0,
 * whose Grundy value is 2 (WIN), but the xor of the numbers is 0: LOSE.
 */
#include <stdio.h>

int main(void)
{
    int n, i, j, x, y, m, p, v;

    while (scanf("%d", &n) == 1) {
        for (i = 0; i < n; i++) {
            scanf("%d", &x);
            for (j = 0; j < x; j++)
                scanf("%d", &y);
        }
        while (scanf("%d", &m) == 1 && m != 0) {
            v = 0;
            for (i = 0; i < m; i++) {
                scanf("%d", &p);
                v ^= p;
            }
            puts(v ? "WIN" : "LOSE");
        }
    }
    return 0;
}
