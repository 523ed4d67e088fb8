/* Wrong Answer: reuses Bash's period q + 1 (lost iff 1 <= n % (q + 1) <= p), but with a least take of p the two moves of a round make p + q, not q + 1. */
/*
 * Exposed by 02-all-small: "4 2 2" has 4 % 3 = 1 and prints LOST, but
 * taking 2 leaves 2 coins, which the second player must take (the
 * period is 2 + 2 = 4, and 4 % 4 = 0 is a win).
 */
#include <stdio.h>

int main(void)
{
    long n, p, q;
    long r;

    while (scanf("%ld %ld %ld", &n, &p, &q) == 3) {
        r = n % (q + 1);
        puts(r >= 1 && r <= p ? "LOST" : "WIN");
    }
    return 0;
}
