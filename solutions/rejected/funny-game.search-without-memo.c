/* Time Limit Exceeded: plays the game itself, recursively (open the circle, then take one coin or two touching ones from the rows left), and remembers nothing, so a circle of a few dozen coins already has an astronomically large tree. */
/*
 * Exposed by 02-every-n-to-200: a lost row must try every move, and every
 * position below is searched again along every line of play. The answers
 * it gives are right.
 */
#include <stdio.h>

int count, row[1000];

/* 1 if the player to move wins with the rows row[0..count-1] */
int wins(void)
{
    int j, t, before, size;

    for (j = 0; j < count; j++) {
        size = row[j];
        for (t = 1; t <= 2 && t <= size; t++)
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

int main(void)
{
    int n, t, won;

    while (scanf("%d", &n) == 1 && n != 0) {
        won = 0;
        for (t = 1; t <= 2 && t <= n && !won; t++) {
            count = 1;
            row[0] = n - t;
            won = !wins();
        }
        puts(won ? "Alice" : "Bob");
    }
    return 0;
}
