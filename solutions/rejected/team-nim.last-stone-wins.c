/* Wrong Answer: plays normal play, where the player who takes the last stone wins (an empty heap is lost for the player to move); here the last stone loses. */
/*
 * Exposed by 01-sample: one player a side with limits 4 and 101 stones is lost, but this calls it won (100 is a multiple of 5).
 */
#include <stdio.h>

static unsigned char win[8193][20];

int main(void)
{
    int n, stones, i, s, t, seats, takes[20];

    while (scanf("%d", &n) == 1 && n != 0) {
        scanf("%d", &stones);
        for (i = 0; i < 2 * n; i++)
            scanf("%d", &takes[i]);
        seats = 2 * n;
        for (i = 0; i < seats; i++)
            win[0][i] = 0;
        for (s = 1; s <= stones; s++)
            for (i = 0; i < seats; i++) {
                win[s][i] = 0;
                for (t = 1; t <= takes[i] && t <= s; t++)
                    if (!win[s - t][(i + 1) % seats])
                        win[s][i] = 1;
            }
        puts(win[stones][0] ? "1" : "0");
    }
    return 0;
}
