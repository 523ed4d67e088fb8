/* Time Limit Exceeded: decides each case by a win/lose walk over every number from N - 1 down to 0, keeping the last k + 1 results in a ring: right, but some 10^8 steps for one case at the bound, and the input holds many. */
/*
 * Exposed by 03-bounds and 05-large-n: 60 cases with N near 10^8, over 10^9 steps
 * in all. (A whole table of N bytes would also be over 32 MB.)
 */
#include <stdio.h>

/* 1 if the player to move at distance 0 .. is the winner: lost[d % (k+1)]
   keeps lost-ness for the last k + 1 distances. */
static int tang_wins(long n, long k)
{
    static char lost[128];
    long d, j;
    int any;

    for (d = 0; d <= n - 1; d++) {
        any = 0;
        for (j = 1; j <= k && j <= d && !any; j++)
            any = lost[(d - j) % (k + 1)];
        lost[d % (k + 1)] = (char) !any;
    }
    return !lost[(n - 1) % (k + 1)];
}

int main(void)
{
    long n, k;

    while (scanf("%ld %ld", &n, &k) == 2 && (n != 0 || k != 0))
        puts(tang_wins(n, k) ? "Tang" : "Jiang");
    return 0;
}
