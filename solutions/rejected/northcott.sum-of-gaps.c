/* Wrong Answer: decides by the parity of the total gap, as if each move closed one square; an advance may close any number of squares. */
/*
 * Exposed by 02-one-row: "1 4 / 1 4" has a gap of 2, even, and prints
 * BAD LUCK!, but Tom advances to square 3 and wins. (The sample's gaps,
 * 0 0 0 and 0 1 0, happen to agree with the parity.)
 */
#include <stdio.h>

int main(void)
{
    int n, m, t, j, sum;

    while (scanf("%d %d", &n, &m) == 2) {
        sum = 0;
        while (n-- > 0 && scanf("%d %d", &t, &j) == 2)
            sum += t > j ? t - j - 1 : j - t - 1;
        puts(sum % 2 != 0 ? "I WIN!" : "BAD LUCK!");
    }
    return 0;
}
