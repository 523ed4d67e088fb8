/* Time Limit Exceeded: searches the boards from the rules (a move wins if it makes three in a row or leaves a board the opponent loses) and remembers nothing, so a board of a few dozen empty cells already has an astronomically large tree. */
/*
 * Exposed by the sample's last board, 47 empty cells. The answers it gives
 * are right.
 */
#include <stdio.h>
#include <string.h>

static char board[256];
static int n;

static int three_at(int i)
{
    int run = 1, k;

    for (k = i - 1; k >= 0 && board[k] == 'X'; --k)
        ++run;
    for (k = i + 1; k < n && board[k] == 'X'; ++k)
        ++run;
    return run >= 3;
}

/* 1 if the player to move wins */
static int wins(void)
{
    int i, won = 0;

    for (i = 0; i < n && !won; ++i)
        if (board[i] == '.') {
            board[i] = 'X';
            won = three_at(i) || !wins();
            board[i] = '.';
        }
    return won;
}

int main(void)
{
    int t, i, count;

    if (scanf("%d", &t) != 1)
        return 0;
    while (t-- > 0 && scanf("%255s", board) == 1) {
        n = (int) strlen(board);
        count = 0;
        for (i = 0; i < n; ++i)
            if (board[i] == '.') {
                board[i] = 'X';
                if (three_at(i) || !wins()) {
                    if (count++ == 0)
                        puts("WINNING");
                    printf(count == 1 ? "%d" : " %d", i + 1);
                }
                board[i] = '.';
            }
        puts(count ? "" : "LOSING\n");
    }
    return 0;
}
