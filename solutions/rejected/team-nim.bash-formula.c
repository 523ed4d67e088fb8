/* Wrong Answer: uses the misere Bash rule, lost iff (S - 1) mod (M_1 + 1) = 0, as if every player had your first player's limit; right only for one player a side with equal limits. */
/*
 * Exposed by 02-all-small: "1 4 1 2" (limits 1 and 2, 4 stones) has
 * (4 - 1) mod 2 = 1 and is called won, but your player must take 1, the
 * other takes 2 and leaves you the last stone.
 */
#include <stdio.h>

int main(void)
{
    int n, stones, i, m, first = 1;

    while (scanf("%d", &n) == 1 && n != 0) {
        scanf("%d", &stones);
        for (i = 0; i < 2 * n; i++) {
            scanf("%d", &m);
            if (i == 0)
                first = m;
        }
        puts((stones - 1) % (first + 1) == 0 ? "0" : "1");
    }
    return 0;
}
