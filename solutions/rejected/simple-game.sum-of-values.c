/* Wrong Answer: adds the piles' values M_i % (L_i + 1) and tests the sum against the sum's own period, as if the piles formed one Bash game; values of a sum of games combine by xor. */
/*
 * Exposed by 02-all-small-1: "2 / 1 2 / 1 2" has values 1 and 1, sum 2,
 * not 0, and prints No; but the second player copies the first, and
 * Agrael wins (1 xor 1 = 0).
 */
#include <stdio.h>

int main(void)
{
    int cases, n, m, l, sum;

    if (scanf("%d", &cases) != 1)
        return 0;
    while (cases-- > 0 && scanf("%d", &n) == 1) {
        sum = 0;
        while (n-- > 0 && scanf("%d %d", &m, &l) == 2)
            sum += m % (l + 1);
        puts(sum == 0 ? "Yes" : "No");
    }
    return 0;
}
