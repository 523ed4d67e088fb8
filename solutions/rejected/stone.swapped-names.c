/* Wrong Answer: finds the lost values (N - 1) % (k + 1) == 0 but names the wrong winner: there Tang, who moves first, loses. */
/*
 * Exposed by 01-sample: every line is the other name.
 */
#include <stdio.h>

int main(void)
{
    long n, k;

    while (scanf("%ld %ld", &n, &k) == 2 && (n != 0 || k != 0))
        puts((n - 1) % (k + 1) == 0 ? "Tang" : "Jiang");
    return 0;
}
