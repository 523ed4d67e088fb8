/* Wrong Answer: lets the winner be who first makes p greater than n, not at least n, which shifts every band edge by one. */
/*
 * Exposed by 02-all-small: n = 9 prints Ollie
 * (it needs p >= 10), but Stan multiplies by 9 and reaches 9 at once.
 */
#include <stdio.h>

int main(void)
{
    unsigned long n;

    while (scanf("%lu", &n) == 1) {
        n = n + 1;
        while (n > 18)
            n = (n - 1) / 18 + 1;
        puts(n <= 9 ? "Stan wins." : "Ollie wins.");
    }
    return 0;
}
