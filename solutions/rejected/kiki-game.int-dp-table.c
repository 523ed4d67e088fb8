/* Memory Limit Exceeded: a win/lose table int dp[2001][2001] over the board takes about 15.3 MiB, over the 10 MiB limit. */
/*
 * Exposed by every input: the static array alone is over the limit, so the
 * judge rejects it before reading anything. The table itself is right.
 */
#include <stdio.h>

#define MAXN 2000

/* dp[x][y]: 1 if the player to move wins with x rows still to go down and
   y columns still to go left */
int dp[MAXN + 1][MAXN + 1];

int main(void)
{
    int x, y, n, m;

    for (x = 0; x <= MAXN; x++)
        for (y = 0; y <= MAXN; y++) {
            dp[x][y] = 0;
            if (x > 0 && !dp[x - 1][y])
                dp[x][y] = 1;
            if (y > 0 && !dp[x][y - 1])
                dp[x][y] = 1;
            if (x > 0 && y > 0 && !dp[x - 1][y - 1])
                dp[x][y] = 1;
        }
    while (scanf("%d %d", &n, &m) == 2 && (n != 0 || m != 0))
        puts(dp[n - 1][m - 1] ? "Wonderful!" : "What a pity!");
    return 0;
}
