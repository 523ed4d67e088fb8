/* Wrong Answer: takes the mex over a scratch array of 20 flags, as if Grundy values stayed small, so every value of 20 or more comes out as 20; with up to 100 moves the values reach 100. */
/*
 * Exposed by 02-all-small: with S = {1, ..., 21}, g(h) = h mod 22, and the
 * heaps 20 and 21 (values 20 and 21, xor 1: a win) read 20 and 20: L. Also
 * by 03-large-grundy-values, where S = {1, ..., 100} (given shuffled) has
 * values up to 100 and the positions "x y" with g(y) = g(x) or g(x) xor 1
 * pin every value.
 */
#include <stdio.h>
#include <stdlib.h>

static int cmp(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

int s[105], sg[10005], h[105][105], len[105];

int main(void)
{
    int k, m, i, j, x, v, top, seen[20];

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
        for (x = 0; x <= top; x++) {
            for (v = 0; v < 20; v++)
                seen[v] = 0;
            for (i = 0; i < k && s[i] <= x; i++)
                if (sg[x - s[i]] < 20)
                    seen[sg[x - s[i]]] = 1;
            for (v = 0; v < 20 && seen[v]; v++)
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
