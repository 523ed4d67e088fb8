/* Wrong Answer: adds the person at cell 0 whenever N is odd and the king is 2nd, 4th, 6th, ... from the top, as a published solution report does; only the king 2nd has the top person for his guard. */
/*
 * Exposed by 04-even-rank-kings: cells 1 2 3 4 5 with the king 4th is won by Alice (the top person goes to the hilltop), but this says Bob.
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
            cell[0] = k % 2 == 0 ? 0 : -1;
            first = 0;
        }
        x = 0;
        for (i = first; i + 1 <= n; i += 2)
            x ^= cell[i + 1] - cell[i] - 1;
        puts(k == 1 || x != 0 ? "Alice" : "Bob");
    }
    return 0;
}
