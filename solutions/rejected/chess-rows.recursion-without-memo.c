/* Time Limit Exceeded: works out each row's value by a recursion over its moves that remembers nothing; a row with many pieces on the left has an enormous game tree. */
/*
 * Exposed by 04-bounds and 05-random. The answers it gives are right.
 */
#include <stdio.h>

static int value(unsigned long mask)
{
    unsigned long reached = 0;
    int b, q, v;

    for (b = 0; b < 20; b++) {
        if (!(mask >> b & 1UL))
            continue;
        for (q = b + 1; q < 20 && (mask >> q & 1UL); q++)
            ;
        if (q < 20)
            reached |= 1UL << value((mask & ~(1UL << b)) | 1UL << q);
    }
    for (v = 0; reached >> v & 1UL; v++)
        ;
    return v;
}

int main(void)
{
    int t, n, m, p, x;
    unsigned long mask;

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
            x ^= value(mask);
        }
        puts(x ? "YES" : "NO");
    }
    return 0;
}
