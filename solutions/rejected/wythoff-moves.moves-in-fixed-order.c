/* Wrong Answer: prints the one-pile positions in the order of the moves (first "take from the smaller pile", then "take from the larger"), not in increasing order; right whenever at most one one-pile move wins, which is all HDU's data asks. */
/*
 * Exposed by 04-two-moves-or-shared-result (beyond HDU's data): from
 * "10 13" the winning moves leave 4 7 (from both), 8 13 (from the smaller
 * pile) and 6 10 (from the larger); the answer lists 4 7, 6 10, 8 13, this
 * prints 4 7, 8 13, 6 10. It does drop repeated positions, so "2 3" and
 * "5 7" come out right.
 */
#include <stdio.h>

#define N 1000000

static long other[N + 1];
static long first[N + 1];

int main(void)
{
    long a, b, x, k, d, ex, ey, sx, sy, lx, ly;
    int has_s, has_l;

    for (x = 0; x <= N; x++)
        other[x] = -1;
    k = 0;
    for (x = 0; x <= N; x++)
        if (other[x] < 0) {
            other[x] = x + k;
            if (x + k <= N)
                other[x + k] = x;
            first[k] = x;
            k++;
        }
    while (scanf("%ld %ld", &a, &b) == 2 && (a != 0 || b != 0)) {
        if (other[a] == b) {
            printf("0\n");
            continue;
        }
        printf("1\n");
        d = b - a;
        ex = ey = -1;
        if (d < k && first[d] < a) {
            ex = first[d];
            ey = first[d] + d;
            printf("%ld %ld\n", ex, ey);
        }
        has_s = other[b] < a;                 /* take from the smaller pile a */
        sx = other[b];
        sy = b;
        has_l = other[a] < b;                 /* take from the larger pile b */
        lx = other[a] < a ? other[a] : a;
        ly = other[a] < a ? a : other[a];
        if (has_s && !(sx == ex && sy == ey))
            printf("%ld %ld\n", sx, sy);
        if (has_l && !(lx == ex && ly == ey) && !(has_s && lx == sx && ly == sy))
            printf("%ld %ld\n", lx, ly);
    }
    return 0;
}
