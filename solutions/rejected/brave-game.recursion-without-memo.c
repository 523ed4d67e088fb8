/* Time Limit Exceeded: decides each pile by a recursion over the moves that remembers nothing, so a lost pile makes it try every move from every position below it, exponentially many calls in n / (m + 1). */
/*
 * Exposed by 06-bounds, whose "999 2" alone takes about 3^333 calls (a
 * lost pile of n calls the two below it, each of which calls the next lost
 * one). The answers it gives are right (a pile wins iff some take of
 * 1..m leaves a losing pile); the recursion is at most 1000 calls deep.
 * A table per case would not be caught: at most 100 cases of
 * n * m <= 10^6 steps is about 0.1 s.
 */
#include <stdio.h>

/* 1 if the player to move with n stones left, taking 1..m, wins */
int wins(int n, int m)
{
    int take;

    for (take = 1; take <= m && take <= n; take++)
        if (!wins(n - take, m))
            return 1;
    return 0;
}

int main(void)
{
    int c, n, m;

    if (scanf("%d", &c) != 1)
        return 0;
    while (c-- > 0 && scanf("%d %d", &n, &m) == 2)
        puts(wins(n, m) ? "first" : "second");
    return 0;
}
