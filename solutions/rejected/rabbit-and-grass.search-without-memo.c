/* Time Limit Exceeded: searches the game from the rules, every move of every piece, with no memory: right, but exponential in the total distance the pieces can travel. */
/*
 * Exposed by 03-bounds and 04-lost-and-large: a lost position of many
 * pieces far to the right makes it try every line of play.
 */
#include <stdio.h>

static int square[1000];
static int pieces;

/* 1 if the player to move wins from the current squares */
static int wins(void)
{
    int i, keep, to, won = 0;

    for (i = 0; i < pieces && !won; i++) {
        keep = square[i];
        for (to = 0; to < keep && !won; to++) {
            square[i] = to;
            won = !wins();
        }
        square[i] = keep;
    }
    return won;
}

int main(void)
{
    int m, i;

    while (scanf("%d", &m) == 1 && m != 0) {
        pieces = 0;
        for (i = 0; i < m && scanf("%d", &square[pieces]) == 1; i++)
            pieces++;
        puts(wins() ? "Rabbit Win!" : "Grass Win!");
    }
    return 0;
}
