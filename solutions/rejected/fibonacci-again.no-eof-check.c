/* Output Limit Exceeded: the loop `while (scanf(...), m || n || p)` ignores scanf's return value, so without the "0 0 0" line it answers the last triple forever. */
/*
 * Exposed by 08-no-terminator and 09-no-terminator-no-newline: at end of
 * file m, n, p keep "1000 1000 1000" and "Fibo" is printed until the output
 * limit. Inputs ending in "0 0 0" pass.
 */
#include <stdio.h>
#include <string.h>

int sg[1001];

int main(void)
{
    int fib[20], vis[20];
    int i, j, nf, m, n, p;

    fib[0] = 1;
    fib[1] = 2;
    for (nf = 2; fib[nf - 1] + fib[nf - 2] <= 1000; nf++)
        fib[nf] = fib[nf - 1] + fib[nf - 2];
    sg[0] = 0;
    for (i = 1; i <= 1000; i++) {
        memset(vis, 0, sizeof(vis));
        for (j = 0; j < nf && fib[j] <= i; j++)
            vis[sg[i - fib[j]]] = 1;
        for (j = 0; vis[j]; j++)
            ;
        sg[i] = j;
    }
    while (scanf("%d %d %d", &m, &n, &p), m || n || p) {
        if (sg[m] ^ sg[n] ^ sg[p])
            puts("Fibo");
        else
            puts("Nacci");
    }
    return 0;
}
