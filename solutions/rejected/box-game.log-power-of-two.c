/* Wrong Answer: tests "n + 1 is a power of two" as log(n + 1) / log(2) == (int)(log(n + 1) / log(2)), and the quotient of two rounded logarithms misses some exact powers. */
/*
 * Exposed by losing starts n = 2^k - 1 where log(2^k) / log(2) is not
 * exactly k in double precision (with glibc, e.g. k = 29: n = 536870911,
 * which then prints Alice). Which k fail depends on the math library.
 */
#include <stdio.h>
#include <math.h>

int main(void)
{
    int n;
    double e;

    while (scanf("%d", &n) == 1 && n != 0) {
        e = log(n + 1.0) / log(2.0);
        if (e == (int)e)
            puts("Bob");
        else
            puts("Alice");
    }
    return 0;
}
