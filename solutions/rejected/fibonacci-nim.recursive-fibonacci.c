/* Time Limit Exceeded: computes each Fibonacci number by the textbook recursion fib(k) = fib(k - 1) + fib(k - 2) with no memo, again for every n, so an n near 10^9 costs some 5 * 10^9 calls. */
/*
 * Exposed by 03-fibonacci-numbers-and-neighbours, which asks every
 * Fibonacci number up to 1836311903 and its neighbours: fib(k) takes
 * 2 fib(k) - 1 calls, so the terms up to n take about 5n, already a
 * second for one n near 2 * 10^8. The answers are right (the first
 * player loses iff n is a Fibonacci number); the terms stop at
 * fib(46) = 1836311903, the last below 2^31, so nothing overflows a
 * 32-bit long.
 */
#include <stdio.h>

/* fib(1) = fib(2) = 1, fib(3) = 2, ... */
long fib(int k)
{
    return k <= 2 ? 1 : fib(k - 1) + fib(k - 2);
}

int main(void)
{
    long n, f;
    int k;

    while (scanf("%ld", &n) == 1 && n != 0) {
        f = 1;
        for (k = 3; k <= 46; k++) {
            f = fib(k);
            if (f >= n)
                break;
        }
        puts(f == n ? "Second win" : "First win");
    }
    return 0;
}
