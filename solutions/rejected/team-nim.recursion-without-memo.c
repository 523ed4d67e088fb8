/* Time Limit Exceeded: searches the positions (stones left, seat to move) by a recursion over every take that remembers nothing; a heap of 8192 has a game tree far too large. */
/*
 * Exposed by 05-bounds and 06-random. The answers it gives are right:
 * a position is won iff some take leaves a lost one, and an empty heap is
 * won for the player to move.
 */
#include <stdio.h>

static int seats, takes[20];

static int wins(int stones, int seat)
{
    int t;

    if (stones == 0)
        return 1;
    for (t = 1; t <= takes[seat] && t <= stones; t++)
        if (!wins(stones - t, (seat + 1) % seats))
            return 1;
    return 0;
}

int main(void)
{
    int n, stones, i;

    while (scanf("%d", &n) == 1 && n != 0) {
        scanf("%d", &stones);
        seats = 2 * n;
        for (i = 0; i < seats; i++)
            scanf("%d", &takes[i]);
        puts(wins(stones, 0) ? "1" : "0");
    }
    return 0;
}
