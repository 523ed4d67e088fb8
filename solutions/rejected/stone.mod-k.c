/* Wrong Answer: decides by (N - 1) % k == 0, a period of k, but a move adds up to k, so the two moves of a round can always make k + 1 and the period is k + 1. */
/*
 * Exposed by 01-sample: "10 2" has 9 % 2 = 1 and prints Tang, but
 * 9 % 3 = 0 and Jiang wins.
 */
#include <stdio.h>

int main(void)
{
    long n, k;

    while (scanf("%ld %ld", &n, &k) == 2 && (n != 0 || k != 0))
        puts((n - 1) % k != 0 ? "Tang" : "Jiang");
    return 0;
}
