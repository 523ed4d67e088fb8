/* Time Limit Exceeded: searches every move, a - b, a - 2b, ..., one multiple at a time: right, but a pair with a quotient near 10^9 takes about 10^9 steps. */
/*
 * Exposed by 04-bounds, where (2147483647, 2) alone is about 10^9 steps,
 * and again by 05-large-quotients, whose quotients run from 10^8 to
 * 10^9. For a >= b it walks the pairs (r + j b, b), j = 1, 2, ..., with
 * r = a mod b, up to (a, b): each is won iff some pair below it (or
 * (b, r), which it asks recursively) is lost, and the answers it gives
 * are right. Its walk is kept in long long: x + b passes 2^31 - 1, which
 * a 32-bit long (HDU's and POJ's) would wrap.
 */
#include <stdio.h>

/* 1 if the player to move wins (a, b), a >= b >= 1 */
static int wins(long long a, long long b)
{
    long long x, r;
    int lost_below, here;

    r = a % b;
    if (r == 0)
        return 1;
    lost_below = !wins(b, r);           /* the move down to (b, r) */
    here = lost_below;
    for (x = r + b; x + b <= a; x += b) {   /* from (x, b) up to (a, b) */
        if (!here)
            lost_below = 1;
        here = lost_below;
    }
    return here;
}

int main(void)
{
    long a, b, t;

    while (scanf("%ld %ld", &a, &b) == 2 && (a != 0 || b != 0)) {
        if (a < b) {
            t = a;
            a = b;
            b = t;
        }
        puts(wins(a, b) ? "Stan wins" : "Ollie wins");
    }
    return 0;
}
