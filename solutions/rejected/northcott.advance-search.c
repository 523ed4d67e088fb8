/* Time Limit Exceeded: searches the game with advances only (a sound simplification: retreats change nothing) but with no memory: right, but exponential in the total gap. */
/*
 * Exposed by 04-bounds, whose boards of 1000 rows with wide gaps make it
 * try every order of advances.
 */
#include <stdio.h>

static int gap[1000];
static int rows;

/* 1 if the player to move wins with these gaps (advances only) */
static int wins(void)
{
    int i, keep, to, won = 0;

    for (i = 0; i < rows && !won; i++) {
        keep = gap[i];
        for (to = 0; to < keep && !won; to++) {
            gap[i] = to;
            won = !wins();
        }
        gap[i] = keep;
    }
    return won;
}

int main(void)
{
    int n, m, t, j;

    while (scanf("%d %d", &n, &m) == 2) {
        rows = 0;
        while (n-- > 0 && scanf("%d %d", &t, &j) == 2)
            gap[rows++] = t > j ? t - j - 1 : j - t - 1;
        puts(wins() ? "I WIN!" : "BAD LUCK!");
    }
    return 0;
}
