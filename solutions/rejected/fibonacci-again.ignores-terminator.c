/* Wrong Answer: reads triples until end of file and never checks for "0 0 0", so the terminator (and anything after it) is answered as a case. */
/*
 * Exposed by every input that holds the terminator: the sample's "0 0 0"
 * gets an extra "Nacci" (sg 0 ^ 0 ^ 0 = 0), and robustness/06-after-terminator gets
 * answers for the lines after it. Inputs without a terminator pass.
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
    while (scanf("%d %d %d", &m, &n, &p) == 3) {
        if (sg[m] ^ sg[n] ^ sg[p])
            puts("Fibo");
        else
            puts("Nacci");
    }
    return 0;
}
