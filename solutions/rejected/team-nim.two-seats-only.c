/* Wrong Answer: plays as if each team had one player, seat 1 with M_1 against seat 2 with M_2, and ignores the other seats' limits. */
/*
 * Exposed by 04-seat-by-seat, built from cases where the two-player answer is wrong.
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
        seats = 2;
        for (i = 0; i < seats; i++)
            win[0][i] = 1;
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
