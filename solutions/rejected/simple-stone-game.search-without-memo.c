/* Time Limit Exceeded: plays the game itself, recursively (a move takes x stones, the opponent may then take up to k x), and remembers nothing, so a pile of a few dozen stones already has an astronomically large tree. */
/*
 * Exposed by 12-medium-piles, piles of 60 to 119 with k from 2 to 5: a
 * lost pile must try every first move, and every position below is
 * searched again along every line of play. The answers it gives are
 * right (the mover wins iff some take leaves the opponent a lost pile,
 * or takes the last stone).
 */
#include <stdio.h>

long k;

/* 1 if the player to move wins with left stones and a take of at most most */
int wins(long left, long most)
{
    long x;

    if (most >= left)
        return 1;
    for (x = 1; x <= most; x++)
        if (!wins(left - x, k * x < left - x ? k * x : left - x))
            return 1;
    return 0;
}

int main(void)
{
    int t, c;
    long n, x;

    scanf("%d", &t);
    for (c = 1; c <= t; c++) {
        scanf("%ld %ld", &n, &k);
        for (x = 1; x < n; x++)
            if (!wins(n - x, k * x < n - x ? k * x : n - x))
                break;
        if (x == n)
            printf("Case %d: lose\n", c);
        else
            printf("Case %d: %ld\n", c, x);
    }
    return 0;
}
