/* Wrong Answer: the SG table has room for piles up to 1000 but is filled only up to 100, so every pile above 100 reads sg = 0. */
/*
 * Exposed by any case with a pile above 100 whose real Grundy value is not
 * 0: "1 1 999" in 03-bounds-and-losing-near-bounds (Fibo, this prints
 * Nacci) and "101 1 1" onwards in 04-every-pile-size.
 */
#include <stdio.h>
#include <string.h>

int sg[1001];
int fib[20];

int main(void)
{
    int i, j, nf, m, n, p;
    int vis[20];

    fib[0] = 1;
    fib[1] = 2;
    for (nf = 2; nf < 16; nf++)
        fib[nf] = fib[nf - 1] + fib[nf - 2];
    sg[0] = 0;
    for (i = 1; i <= 100; i++) {
        memset(vis, 0, sizeof(vis));
        for (j = 0; j < nf && fib[j] <= i; j++)
            vis[sg[i - fib[j]]] = 1;
        for (j = 0; vis[j]; j++)
            ;
        sg[i] = j;
    }
    while (scanf("%d %d %d", &m, &n, &p) == 3 && (m || n || p)) {
        if (sg[m] ^ sg[n] ^ sg[p])
            puts("Fibo");
        else
            puts("Nacci");
    }
    return 0;
}
