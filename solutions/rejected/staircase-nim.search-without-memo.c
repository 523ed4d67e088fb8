/* Time Limit Exceeded: searches the game tree over whole boards (every move of every chessman, recursively) and remembers nothing, so a board with a few chessmen and some room already has an astronomically large tree. */
/*
 * Exposed by the second board of 01-sample already (8 chessmen up to grid
 * 17), and by every large test. The answers it gives are right (the
 * player to move wins iff some move leaves a board the opponent loses; a
 * board with no move is lost). Every move shrinks the empty room left of
 * the chessmen, so the recursion is less than 10,000 calls deep.
 */
#include <stdio.h>

int n, pos[1000];

/* 1 if the player to move wins with the chessmen on pos[0..n-1], sorted */
int wins(void)
{
    int i, from, to, lowest;

    for (i = 0; i < n; i++) {
        from = pos[i];
        lowest = i > 0 ? pos[i - 1] + 1 : 1;
        for (to = lowest; to < from; to++) {
            pos[i] = to;
            if (!wins()) {
                pos[i] = from;
                return 1;
            }
        }
        pos[i] = from;
    }
    return 0;
}

int main(void)
{
    int t, i, j, p;

    if (scanf("%d", &t) != 1)
        return 0;
    while (t-- > 0 && scanf("%d", &n) == 1) {
        for (i = 0; i < n; i++) {
            if (scanf("%d", &p) != 1)
                return 0;
            for (j = i; j > 0 && pos[j - 1] > p; j--)      /* insertion sort */
                pos[j] = pos[j - 1];
            pos[j] = p;
        }
        puts(wins() ? "Georgia will win" : "Bob will win");
    }
    return 0;
}
