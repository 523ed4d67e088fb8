/* Wrong Answer: solves the game where taking the last coin wins (lost iff n % (p + q) < p), not the one where it loses. */
/*
 * Exposed by 01-sample: "7 2 4" has 7 % 6 = 1 < 2 and prints LOST too,
 * but "6 2 4" has r = 0 < 2 and prints LOST where the first player wins.
 */
#include <stdio.h>

int main(void)
{
    long n, p, q;

    while (scanf("%ld %ld %ld", &n, &p, &q) == 3)
        puts(n % (p + q) < p ? "LOST" : "WIN");
    return 0;
}
