/* Time Limit Exceeded: searches the game tree itself, every pile, every number of stones kept and every spread of the rest onto the other piles, remembering nothing; the spreads alone number in the billions for ten piles of 100. */
/*
 * Exposed by 05-bounds and 06-random-up-to-bounds. The answers it gives
 * are right: a position is won iff some move leaves a lost one.
 */
#include <stdio.h>

static int wins(const int *pile, int n);

/* After pile i was cut to keep stones: spread up to spare more stones onto
   the other piles from index j on; 1 if some spread leaves a lost position. */
static int spread(int *pile, int n, int i, int keep, int j, int spare)
{
    int d, found, k, m, after[10];

    if (j == n) {
        m = 0;
        for (k = 0; k < n; k++)
            if (k != i)
                after[m++] = pile[k];
        if (keep > 0)
            after[m++] = keep;
        return !wins(after, m);
    }
    if (j == i)
        return spread(pile, n, i, keep, j + 1, spare);
    for (d = 0; d <= spare; d++) {
        pile[j] += d;
        found = spread(pile, n, i, keep, j + 1, spare - d);
        pile[j] -= d;
        if (found)
            return 1;
    }
    return 0;
}

static int wins(const int *start, int n)
{
    int pile[10], i, keep;

    for (i = 0; i < n; i++)
        pile[i] = start[i];
    for (i = 0; i < n; i++)
        for (keep = 0; keep < pile[i]; keep++)
            if (spread(pile, n, i, keep, 0, pile[i] - 1 - keep))
                return 1;
    return 0;
}

int main(void)
{
    int n, i, a[10];

    while (scanf("%d", &n) == 1 && n != 0) {
        for (i = 0; i < n; i++)
            scanf("%d", &a[i]);
        puts(wins(a, n) ? "1" : "0");
    }
    return 0;
}
