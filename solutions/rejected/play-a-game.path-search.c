/* Time Limit Exceeded: searches the game from the rules, over the paths of the stone with no memory; right, but the number of paths explodes past n = 6 or so. */
/*
 * Exposed by 03-bounds (n = 7, 8, ... 10000; the board is also capped
 * here at 64 squares a side to stay in memory, but the search never gets
 * that far).
 */
#include <stdio.h>

static char visited[64][64];
static int size;

/* 1 if the player to move with the stone at (r, c) wins */
static int wins(int r, int c)
{
    static const int dr[4] = {1, 0, -1, 0}, dc[4] = {0, 1, 0, -1};
    int k, nr, nc, won = 0;

    for (k = 0; k < 4 && !won; k++) {
        nr = r + dr[k];
        nc = c + dc[k];
        if (nr < 0 || nc < 0 || nr >= size || nc >= size || visited[nr][nc])
            continue;
        visited[nr][nc] = 1;
        won = !wins(nr, nc);
        visited[nr][nc] = 0;
    }
    return won;
}

int main(void)
{
    int n, r, c;

    while (scanf("%d", &n) == 1 && n != 0) {
        size = n > 64 ? 64 : n;
        for (r = 0; r < size; r++)
            for (c = 0; c < size; c++)
                visited[r][c] = 0;
        visited[0][0] = 1;
        puts(wins(0, 0) ? "8600" : "ailyanlu");
    }
    return 0;
}
