/* Wrong Answer: the mex is taken over a scratch array of 8 flags, so every Grundy value of 8 or more comes out as 8; only whether a value is 0 survives, which the plain win/lose data alone does not catch. */
/*
 * Exposed by 05-every-grundy-value: the losing positions (x, y, 1) with
 * g(y) = g(x) xor 1 pin every Grundy value, and those with g(x) >= 8 are
 * answered "Fibo".
 */
#include <stdio.h>

int main(void)
{
    int sg[1001], fib[20], seen[8];
    int nfib, x, i, g, m, n, p;

    fib[0] = 1;
    fib[1] = 2;
    nfib = 2;
    while (fib[nfib - 1] + fib[nfib - 2] <= 1000) {
        fib[nfib] = fib[nfib - 1] + fib[nfib - 2];
        ++nfib;
    }
    sg[0] = 0;
    for (x = 1; x <= 1000; ++x) {
        for (g = 0; g < 8; ++g)
            seen[g] = 0;
        for (i = 0; i < nfib && fib[i] <= x; ++i)
            if (sg[x - fib[i]] < 8)
                seen[sg[x - fib[i]]] = 1;
        for (g = 0; g < 8 && seen[g]; ++g)
            ;
        sg[x] = g;
    }
    while (scanf("%d %d %d", &m, &n, &p) == 3 && !(m == 0 && n == 0 && p == 0))
        puts((sg[m] ^ sg[n] ^ sg[p]) != 0 ? "Fibo" : "Nacci");
    return 0;
}
