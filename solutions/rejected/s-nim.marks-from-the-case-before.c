/* Wrong Answer: marks the values seen at heap x with the stamp x + 1 and never clears the marks between test cases, so a mark the case before left at x makes a value look taken. */
/*
 * Exposed by 09-marks-from-the-case-before: after a case with the moves
 * {4, 15, 65, 120, 180} and a heap of 10000, the value 0 was last an
 * option at heap 9997; in the next case, with the one move 10000, heap
 * 9997 has no move (value 0), but the mark left there makes its value 1
 * and it prints W.
 */
#include <stdio.h>
#include <stdlib.h>

static int cmp(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

int s[105], sg[10005], used[105], h[105][105], len[105];

int main(void)
{
    int k, m, i, j, x, top, v;

    while (scanf("%d", &k) == 1 && k != 0) {
        for (i = 0; i < k; ++i)
            scanf("%d", &s[i]);
        qsort(s, k, sizeof s[0], cmp);
        scanf("%d", &m);
        top = 0;
        for (i = 0; i < m; ++i) {
            scanf("%d", &len[i]);
            for (j = 0; j < len[i]; ++j) {
                scanf("%d", &h[i][j]);
                if (h[i][j] > top)
                    top = h[i][j];
            }
        }
        for (x = 0; x <= top; ++x) {
            for (j = 0; j < k && s[j] <= x; ++j)
                used[sg[x - s[j]]] = x + 1;
            for (v = 0; used[v] == x + 1; ++v)
                ;
            sg[x] = v;
        }
        for (i = 0; i < m; ++i) {
            v = 0;
            for (j = 0; j < len[i]; ++j)
                v ^= sg[h[i][j]];
            putchar(v ? 'W' : 'L');
        }
        putchar('\n');
    }
    return 0;
}
