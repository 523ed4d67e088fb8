/* Wrong Answer: lets a piece move only to an empty cell next to it, forgetting that a piece whose neighbour is full jumps over the whole run to the first empty cell after it. */
/*
 * Exposed by 02-last-seven-columns: the row 18 19 is won (value 2: the
 * piece in 18 may jump to 20, or the piece in 19 step to 20), but without
 * the jump its only move leaves 18 20, of value 1, and this says NO.
 */
#include <stdio.h>

static unsigned char value[1UL << 20];

int main(void)
{
    unsigned long mask, reached;
    int b, v, t, n, m, p, x;

    mask = 1UL << 20;
    while (mask-- > 0) {
        reached = 0;
        for (b = 0; b + 1 < 20; b++)
            if ((mask >> b & 1UL) && !(mask >> (b + 1) & 1UL))
                reached |= 1UL << value[(mask & ~(1UL << b)) | 1UL << (b + 1)];
        for (v = 0; reached >> v & 1UL; v++)
            ;
        value[mask] = (unsigned char)v;
    }
    scanf("%d", &t);
    while (t-- > 0) {
        scanf("%d", &n);
        x = 0;
        while (n-- > 0) {
            scanf("%d", &m);
            mask = 0;
            while (m-- > 0) {
                scanf("%d", &p);
                mask |= 1UL << (p - 1);
            }
            x ^= value[mask];
        }
        puts(x ? "YES" : "NO");
    }
    return 0;
}
