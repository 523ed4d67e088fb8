/* Wrong Answer: pairs the people and xors the gaps right, but forgets that a king first from the top walks up at once. */
/*
 * Exposed by 03-kings: cells 1 2 with the king first have gap 0, but Alice takes the king up.
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
            cell[0] = k == 2 ? 0 : -1;
            first = 0;
        }
        x = 0;
        for (i = first; i + 1 <= n; i += 2)
            x ^= cell[i + 1] - cell[i] - 1;
        puts(x != 0 ? "Alice" : "Bob");
    }
    return 0;
}
