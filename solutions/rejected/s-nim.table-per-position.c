/* Time Limit Exceeded: builds the Grundy table again for every position, up to that position's largest heap, so one test case costs up to 100 tables of 10^6 steps each instead of one. */
/*
 * Exposed by 07-many-large-cases: 40 cases of 100 moves and 100
 * positions, each position with a heap of 10000, so 4000 tables of about
 * 10^6 steps. 06-bounds (one such case) passes. The values are right:
 * g(x) is the mex of g(x - s) over the moves s <= x, in a table (no
 * recursion), with a mex scratch of 101 flags.
 */
#include <stdio.h>

int s[100], g[10001];

int main(void)
{
    int k, m, l, i, j, x, top, value, heap[100], seen[101];

    while (scanf("%d", &k) == 1 && k != 0) {
        for (i = 0; i < k; i++)
            if (scanf("%d", &s[i]) != 1)
                return 0;
        if (scanf("%d", &m) != 1)
            return 0;
        while (m-- > 0) {
            if (scanf("%d", &l) != 1)
                return 0;
            top = 0;
            for (i = 0; i < l; i++) {
                if (scanf("%d", &heap[i]) != 1)
                    return 0;
                if (heap[i] > top)
                    top = heap[i];
            }
            for (x = 0; x <= top; x++) {
                for (j = 0; j <= 100; j++)
                    seen[j] = 0;
                for (i = 0; i < k; i++)
                    if (s[i] <= x)
                        seen[g[x - s[i]]] = 1;
                for (j = 0; seen[j]; j++)
                    ;
                g[x] = j;
            }
            value = 0;
            for (i = 0; i < l; i++)
                value ^= g[heap[i]];
            putchar(value != 0 ? 'W' : 'L');
        }
        putchar('\n');
    }
    return 0;
}
