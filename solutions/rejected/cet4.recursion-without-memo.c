/* Time Limit Exceeded: decides each n by a recursion over the moves that remembers nothing, so a losing count of cards searches a tree that grows exponentially with n. */
/*
 * Exposed by 02-all-n, which asks every n from 1 to 1000 in turn: the
 * search already takes seconds for n = 50 alone. The answers it gives are
 * right (a count wins iff taking some power of two leaves a
 * losing count); the recursion is at most 1000 calls deep.
 */
#include <stdio.h>

/* 1 if the player to move with n cards left wins */
int wins(int n)
{
    int take;

    for (take = 1; take <= n; take *= 2)
        if (!wins(n - take))
            return 1;
    return 0;
}

int main(void)
{
    int n;

    while (scanf("%d", &n) == 1)
        puts(wins(n) ? "Kiki" : "Cici");
    return 0;
}
