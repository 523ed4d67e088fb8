/* Time Limit Exceeded: walks the losing pairs (a_k, a_k + k) for k = 0, 1, 2, ... until a_k reaches the smaller pile, by the "smallest unused number" rule in exact integers, so a pile near 10^9 takes over 10^9 steps. */
/*
 * Exposed by 03-bounds-and-pairs-near-bound: its sixth line,
 * 1000000000 1000000000, walks k up to about 6.2 * 10^8, and each of its
 * pairs near 618033955 999999946 up to about 3.8 * 10^8. The walk is
 * right and needs no table: a_(k+1) is a_k + 1, or a_k + 2 when a_k + 1
 * is some b_j, and the b_j are asked of a second walk of the same pairs,
 * which lags behind (j is about k / 1.618) and asks a third, and so on:
 * 42 walks for k near 6 * 10^8, some 2.6 k steps in all.
 */
#include <stdio.h>

#define WALKS 64

/* walk d stands on the pair (low[d], low[d] + k[d]) */
long low[WALKS], k[WALKS];
int walks;

/* Moves walk d on to its next pair. */
void step(int d)
{
    long c;

    if (k[d] == 0) {                         /* (0, 0), then (1, 2) */
        k[d] = 1;
        low[d] = 1;
        return;
    }
    if (d + 1 == walks) {                    /* start the next walk at (0, 0) */
        low[walks] = 0;
        k[walks] = 0;
        walks++;
    }
    c = low[d] + 1;
    while (low[d + 1] + k[d + 1] < c)
        step(d + 1);
    if (low[d + 1] + k[d + 1] == c)          /* c is a b_j: skip it */
        c++;
    low[d] = c;
    k[d]++;
}

int main(void)
{
    long a, b, t;

    while (scanf("%ld %ld", &a, &b) == 2) {
        if (a > b) {
            t = a;
            a = b;
            b = t;
        }
        walks = 1;
        low[0] = 0;
        k[0] = 0;
        while (low[0] < a)
            step(0);
        puts(low[0] == a && low[0] + k[0] == b ? "0" : "1");
    }
    return 0;
}
