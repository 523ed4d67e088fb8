/* Time Limit Exceeded: decides each heap by a recursion over the moves that remembers nothing: right, but exponentially many calls in n / (p + q). */
/*
 * Exposed by 03-bounds, whose heaps near 65535 with p = 1, q = 1 or 2
 * take some 2^30000 calls. The recursion is at most n / p calls deep.
 */
#include <stdio.h>

/* 1 if the player to move with c coins (c >= 0) wins; c = 0: the opponent
   took the last coin */
static int wins(long c, long p, long q)
{
    long t;

    if (c == 0)
        return 1;
    if (c < p)
        return !wins(0, p, q);
    for (t = p; t <= q && t <= c; t++)
        if (!wins(c - t, p, q))
            return 1;
    return 0;
}

int main(void)
{
    long n, p, q;

    while (scanf("%ld %ld %ld", &n, &p, &q) == 3)
        puts(wins(n, p, q) ? "WIN" : "LOST");
    return 0;
}
