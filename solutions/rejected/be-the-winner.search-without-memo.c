/* Time Limit Exceeded: searches the game tree over whole positions (every run of apples of every line, recursively) and remembers nothing, so a position of a few lines of a few apples already has an astronomically large tree. */
/*
 * Exposed by 02-all-small, whose positions reach three lines of six
 * apples: a line of six has 21 moves, and each split adds a line to play
 * in. The answers it gives are right (the player to move wins iff no
 * apple is left, the opponent having eaten the last, or some move leaves
 * a position the opponent loses).
 */
#include <stdio.h>

int count, line[10000];

/* 1 if the player to move wins with line[0..count-1] (some may be 0) */
int wins(void)
{
    int j, size, eaten, before, any = 0;

    for (j = 0; j < count; j++)
        if (line[j] > 0)
            any = 1;
    if (!any)
        return 1;
    for (j = 0; j < count; j++) {
        size = line[j];
        for (eaten = 1; eaten <= size; eaten++)
            for (before = 0; before + eaten <= size; before++) {
                line[j] = before;
                line[count++] = size - before - eaten;
                if (!wins()) {
                    count--;
                    line[j] = size;
                    return 1;
                }
                count--;
            }
        line[j] = size;
    }
    return 0;
}

int main(void)
{
    int n, i;

    while (scanf("%d", &n) == 1) {
        count = n;
        for (i = 0; i < n; i++)
            scanf("%d", &line[i]);
        puts(wins() ? "Yes" : "No");
    }
    return 0;
}
