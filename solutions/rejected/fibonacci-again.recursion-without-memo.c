/* Time Limit Exceeded: computes each pile's Grundy value by a recursion over the moves that remembers nothing, so one pile of x stones costs a number of calls that grows exponentially with x. */
/*
 * Exposed by 03-bounds-and-losing-near-bounds, whose piles go up to 1000:
 * one pile of 32 stones already takes seconds. The values it gives are
 * right (the mex of the values one Fibonacci move away, up to 15 moves);
 * the recursion is at most 1000 calls deep.
 */
#include <stdio.h>

int fib[16];

/* the Grundy value of one pile of x stones */
int sg(int x)
{
    int seen[17], i, g;

    for (g = 0; g < 17; g++)
        seen[g] = 0;
    for (i = 0; i < 16 && fib[i] <= x; i++)
        seen[sg(x - fib[i])] = 1;
    for (g = 0; seen[g]; g++)
        ;
    return g;
}

int main(void)
{
    int i, m, n, p;

    fib[0] = 1;
    fib[1] = 2;
    for (i = 2; i < 16; i++)
        fib[i] = fib[i - 1] + fib[i - 2];
    while (scanf("%d %d %d", &m, &n, &p) == 3 && (m != 0 || n != 0 || p != 0))
        puts((sg(m) ^ sg(n) ^ sg(p)) != 0 ? "Fibo" : "Nacci");
    return 0;
}
