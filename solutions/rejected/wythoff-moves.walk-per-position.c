/* Time Limit Exceeded: builds the P-positions again for every position, walking k = 0, 1, 2, ... by the "smallest unused number" rule up to the larger pile, about 10^6 steps a position near the bound. */
/*
 * Exposed by 06-many-large-positions: 4000 positions whose larger pile
 * is above 990000. 03-bounds-and-pairs-near-bound (about 100 such
 * positions) passes. The moves it prints are right and in the
 * statement's order: the P-position with difference b - a if its piles
 * are smaller, then the P-positions that keep one pile and shrink the
 * other, sorted, each once.
 */
#include <stdio.h>

#define MAXB 1700000          /* b_k = a_k + k for a_k <= 10^6 stays below it */

char used[MAXB];

int main(void)
{
    long a, b, k, ak, bk, next, top, i, ex, ey, n, x[2], y[2], t;

    while (scanf("%ld %ld", &a, &b) == 2 && (a != 0 || b != 0)) {
        ex = -1;
        ey = -1;
        n = 0;
        top = 0;
        next = 0;
        for (k = 0;; k++) {
            while (used[next])
                next++;
            ak = next;
            bk = ak + k;
            if (ak > b)
                break;
            used[ak] = 1;
            used[bk] = 1;
            if (bk > top)
                top = bk;
            if (k == b - a && ak < a) {          /* the same number from both */
                ex = ak;
                ey = bk;
            }
            if (ak == a && bk < b) {             /* keep a, shrink b */
                x[n] = a;
                y[n++] = bk;
            } else if (bk == a && ak < b) {
                x[n] = ak;
                y[n++] = a;
            }
            if (bk == b && ak < a) {             /* keep b, shrink a */
                x[n] = ak;
                y[n++] = b;
            }
        }
        for (i = 0; i <= top; i++)
            used[i] = 0;
        if (n == 2 && (x[1] < x[0] || (x[1] == x[0] && y[1] < y[0]))) {
            t = x[0];
            x[0] = x[1];
            x[1] = t;
            t = y[0];
            y[0] = y[1];
            y[1] = t;
        }
        if (ex < 0 && n == 0) {
            puts("0");
            continue;
        }
        puts("1");
        if (ex >= 0)
            printf("%ld %ld\n", ex, ey);
        for (i = 0; i < n; i++)
            if ((x[i] != ex || y[i] != ey)
                && (i == 0 || x[i] != x[0] || y[i] != y[0]))
                printf("%ld %ld\n", x[i], y[i]);
    }
    return 0;
}
