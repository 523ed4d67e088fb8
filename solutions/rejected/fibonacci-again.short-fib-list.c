/* Wrong Answer: the list of moves holds only 14 terms (1 1 2 3 ... 377, with 1 twice), so the moves 610 and 987 are missing and sg(x) is wrong for 333 piles from 614 on. */
/*
 * Exposed by any case with a pile whose Grundy value changes without the
 * move 610, the first being 614: "1 2 999" in 03-bounds-and-losing-near-
 * bounds and "614 1 1" in 04-every-pile-size. Dropping only 987 would be
 * harmless: it changes no sg(x) for x <= 1000.
 */
#include <stdio.h>
#include <string.h>

int sg[1001];

int main(void)
{
    int fib[14], vis[20];
    int i, j, m, n, p;

    fib[0] = 1;
    fib[1] = 1;
    for (i = 2; i < 14; i++)            /* F_1 .. F_14: 1 1 2 3 5 ... 377 */
        fib[i] = fib[i - 1] + fib[i - 2];
    sg[0] = 0;
    for (i = 1; i <= 1000; i++) {
        memset(vis, 0, sizeof(vis));
        for (j = 0; j < 14 && fib[j] <= i; j++)
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
