/* Wrong Answer: takes every r = n % (p + q) up to p as lost, r = 0 too; but from a multiple of p + q the first player takes q and leaves p coins, which the second must take. */
/*
 * Exposed by 01-sample: "6 2 4" has r = 0 and prints LOST, but taking 4
 * leaves 2 and wins.
 */
#include <stdio.h>

int main(void)
{
    long n, p, q;

    while (scanf("%ld %ld %ld", &n, &p, &q) == 3)
        puts(n % (p + q) <= p ? "LOST" : "WIN");
    return 0;
}
