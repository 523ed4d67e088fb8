/* Time Limit Exceeded: fills an n x m win/lose table for each board, up to 4,000,000 squares a line, and the data holds thousands of large boards. */
/*
 * Exposed by 04-many-large-boards: 2000 boards with n and m from 1900 to
 * 2000, some 7.6 * 10^9 squares in all. 03-bounds (64 boards, 6.4 * 10^7
 * squares) passes. The table itself is right and fits the 10 MiB limit:
 * one byte a square, 2000 x 2000 bytes, about 3.8 MiB.
 */
#include <stdio.h>

#define MAXN 2000

/* win[x][y]: the player to move wins with x rows still to go down and y
   columns still to go left */
char win[MAXN][MAXN];

int main(void)
{
    int x, y, n, m;

    while (scanf("%d %d", &n, &m) == 2 && (n != 0 || m != 0)) {
        for (x = 0; x < n; x++)
            for (y = 0; y < m; y++)
                win[x][y] = (x > 0 && !win[x - 1][y])
                    || (y > 0 && !win[x][y - 1])
                    || (x > 0 && y > 0 && !win[x - 1][y - 1]);
        puts(win[n - 1][m - 1] ? "Wonderful!" : "What a pity!");
    }
    return 0;
}
