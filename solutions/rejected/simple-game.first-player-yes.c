/* Wrong Answer: prints Yes when the first player wins, but the teacher moves first and the question is whether Agrael, the second player, wins. */
/*
 * Exposed by 01-sample: "5 4" (5 % 5 = 0, the first player loses) prints
 * No, but Agrael wins.
 */
#include <stdio.h>

int main(void)
{
    int cases, n, m, l, x;

    if (scanf("%d", &cases) != 1)
        return 0;
    while (cases-- > 0 && scanf("%d", &n) == 1) {
        x = 0;
        while (n-- > 0 && scanf("%d %d", &m, &l) == 2)
            x ^= m % (l + 1);
        puts(x != 0 ? "Yes" : "No");
    }
    return 0;
}
