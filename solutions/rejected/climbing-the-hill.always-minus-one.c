/* Wrong Answer: adds the person at cell -1 for every odd N, forgetting that with the king 2nd the top person is the guard and may not take the last cell. */
/*
 * Exposed by 03-kings: cells 1 2 3 with the king 2nd is lost for Alice, but the gaps 1 and 0 say Alice.
 */
#include <stdio.h>

static long cell[1001];

int main(void)
{
    int n, k, i, first;
    long x;

    while (scanf("%d %d", &n, &k) == 2) {
        for (i = 0; i < n; i++)
            scanf("%ld", &cell[i + 1]);
        first = 1;
        if (n % 2 == 1) {
            cell[0] = -1;
            first = 0;
        }
        x = 0;
        for (i = first; i + 1 <= n; i += 2)
            x ^= cell[i + 1] - cell[i] - 1;
        puts(k == 1 || x != 0 ? "Alice" : "Bob");
    }
    return 0;
}
