/* Wrong Answer: tests "n is a Fibonacci number" as "5n^2 + 4 or 5n^2 - 4 is a perfect square" with sqrt in double precision; above about 4.2 * 10^7 those numbers pass 2^53 and are rounded, and 396 numbers below 2^31 that are not Fibonacci numbers pass the test. */
/*
 * Exposed by 06-double-square-test-errors, which asks all 396 (each is
 * "First win", this prints "Second win"): the first are 70711162,
 * 133957148 and 173045317, the last 2146838946. They are the n for which
 * some integer r has r^2 within a few thousand of 5n^2, so that 5n^2 + 4
 * or 5n^2 - 4 rounds to the double nearest r^2. No Fibonacci number is
 * missed, and every n below 70711162 comes out right.
 */
#include <stdio.h>
#include <math.h>

int is_square(double x)
{
    double r = floor(sqrt(x) + 0.5);

    return r * r == x;
}

int main(void)
{
    long n;
    double d;

    while (scanf("%ld", &n) == 1 && n != 0) {
        d = (double)n;
        if (is_square(5 * d * d + 4) || is_square(5 * d * d - 4))
            puts("Second win");
        else
            puts("First win");
    }
    return 0;
}
