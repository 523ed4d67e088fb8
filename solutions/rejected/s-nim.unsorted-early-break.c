/* Wrong Answer: stops the loop over the moves at the first one larger than the heap, which is right only if the moves are sorted; they come in any order. */
/*
 * Exposed by 02-all-small (the set "2 1": the heap 1 never sees the move
 * 1, so g(1) = 0 and the heap "1" prints L instead of W) and by
 * 04-unsorted-moves ("5 2": the heap 3 misses the move 2). The sample's
 * sets are sorted, so it passes the sample.
 */
#include <stdio.h>

int s[105], sg[10005], h[105][105], len[105];

int main(void)
{
    int k, m, i, j, x, v, top, seen[105];

    while (scanf("%d", &k) == 1 && k != 0) {
        for (i = 0; i < k; i++)
            scanf("%d", &s[i]);
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
        for (x = 0; x <= top; x++) {
            for (v = 0; v <= 101; v++)
                seen[v] = 0;
            for (i = 0; i < k && s[i] <= x; i++)
                seen[sg[x - s[i]]] = 1;
            for (v = 0; seen[v]; v++)
                ;
            sg[x] = v;
        }
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
