/* Wrong Answer: reads pairs until end of file and answers the "0 0" line too, which ends the input and is no test case: one line too many. */
/*
 * Exposed by 01-sample: after Jiang, Tang, Jiang it prints a fourth line
 * for "0 0" ((0 - 1) % 1 == 0, so Jiang).
 */
#include <stdio.h>

int main(void)
{
    long n, k;

    while (scanf("%ld %ld", &n, &k) == 2)
        puts((n - 1) % (k + 1) != 0 ? "Tang" : "Jiang");
    return 0;
}
