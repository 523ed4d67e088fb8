/* Time Limit Exceeded: searches the game tree over whole positions (every move of every pile, recursively) and remembers nothing, so a position of a few piles of a few stones already has an astronomically large tree. */
/*
 * Exposed by 03-all-ones-and-one-big-pile, which goes up to 47 piles of
 * one stone: with an odd number n of them it tries n (n - 2) (n - 4) ...
 * orders of play, 21 piles alone some 10^10. The answers it gives are
 * right (the player to move wins iff no stone is left, the opponent
 * having taken the last, or some move leaves a position the opponent
 * loses).
 */
#include <stdio.h>

int n, pile[47];

/* 1 if the player to move wins with pile[0..n-1] left */
int wins(void)
{
    int i, size, left, any = 0;

    for (i = 0; i < n; i++)
        if (pile[i] > 0)
            any = 1;
    if (!any)
        return 1;
    for (i = 0; i < n; i++) {
        size = pile[i];
        for (left = 0; left < size; left++) {
            pile[i] = left;
            if (!wins()) {
                pile[i] = size;
                return 1;
            }
        }
        pile[i] = size;
    }
    return 0;
}

int main(void)
{
    int t, i;

    if (scanf("%d", &t) != 1)
        return 0;
    while (t-- > 0 && scanf("%d", &n) == 1) {
        for (i = 0; i < n; i++)
            if (scanf("%d", &pile[i]) != 1)
                return 0;
        puts(wins() ? "John" : "Brother");
    }
    return 0;
}
