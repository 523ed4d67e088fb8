/* Wrong Answer: grows one Grundy table as far as the largest heap asked so far and never starts it again, so a later test case reads the values of an earlier case's set for every heap below that mark. */
/*
 * Exposed by the sample's second case: the table for S = {2, 5} already
 * reaches 12, so with S = {1, 2, 3, 4, 5} the heaps 5 and 12 still read
 * 2 and 2 and "2 5 12" prints L (the answer is W: values 5 and 0). Also by
 * 05-many-cases-different-sets.
 */
#include <stdio.h>
#include <stdlib.h>

static int cmp(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

int s[105], sg[10005], h[105][105], len[105];
int built = -1;   /* sg[0..built] are known */

int main(void)
{
    int k, m, i, j, x, v, top, seen[105];

    while (scanf("%d", &k) == 1 && k != 0) {
        for (i = 0; i < k; i++)
            scanf("%d", &s[i]);
        qsort(s, k, sizeof s[0], cmp);
        scanf("%d", &m);
        top = 0;
        for (i = 0; i < m; i++) {
            scanf("%d", &len[i]);
            for (j = 0; j < len[i]; j++) {
                scanf("%d", &h[i][j]);
                if (h[i][j] > top)
                    top = h[i][j];
            }
        }
        for (x = built + 1; x <= top; x++) {
            for (v = 0; v <= 101; v++)
                seen[v] = 0;
            for (i = 0; i < k && s[i] <= x; i++)
                seen[sg[x - s[i]]] = 1;
            for (v = 0; seen[v]; v++)
                ;
            sg[x] = v;
        }
        if (top > built)
            built = top;
        for (i = 0; i < m; i++) {
            v = 0;
            for (j = 0; j < len[i]; j++)
                v ^= sg[h[i][j]];
            putchar(v ? 'W' : 'L');
        }
        putchar('\n');
    }
    return 0;
}
