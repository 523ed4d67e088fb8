/* Time Limit Exceeded: plays the game itself, recursively (open the circle, then take runs of 1 to K coins from the rows left), and remembers nothing, so a circle of a few dozen coins already has an astronomically large tree. */
/*
 * Exposed by 03-all-small-2, circles of 13 to 20 coins with every K: a
 * lost row must try every run of every length, and every
 * position below is searched again along every line of play. The answers
 * it gives are right; it cannot reach N = 10^9 at all.
 */
#include <stdio.h>

int k, count, row[64];

/* 1 if the player to move wins with the rows row[0..count-1] */
int wins(void)
{
    int j, t, before, size;

    for (j = 0; j < count; j++) {
        size = row[j];
        for (t = 1; t <= k && t <= size; t++)
            for (before = 0; before + t <= size; before++) {
                row[j] = before;
                row[count++] = size - before - t;
                if (!wins()) {
                    count--;
                    row[j] = size;
                    return 1;
                }
                count--;
            }
        row[j] = size;
    }
    return 0;
}

/* 1 if the player to move wins the circle of n coins */
int circle_wins(int n)
{
    int t;

    for (t = 1; t <= k && t <= n; t++) {
        count = 1;
        row[0] = n - t;
        if (!wins())
            return 1;
    }
    return 0;
}

int main(void)
{
    int t, i;
    long n;

    scanf("%d", &t);
    for (i = 1; i <= t; i++) {
        scanf("%ld %d", &n, &k);
        printf("Case %d: %s\n", i, circle_wins((int)n) ? "first" : "second");
    }
    return 0;
}
