/* Wrong Answer: answers "#####" at once for a board of six marks or fewer, taking the accepted solutions' shortcut (no board of four marks has a forced win) two marks further; but x forces a win on 8,800 boards of three x and three o, each by completing a line at once. */
/*
 * The search is a plain alpha-beta over win, draw and loss, with no
 * memory, from the boards of eight marks on. Exposed by
 * 06-three-marks-and-up, whose first boards have three x and three o and
 * a forced win. Beside the shortcut it is right, and fast enough: it
 * searches only boards of eight empty cells or fewer.
 */
#include <stdio.h>

#define WIN 1                      /* x forces a win */
#define LOSE (-1)                  /* o does */
#define MARKS_WITHOUT_WIN 6    /* no board of this many marks or fewer has a forced win (not so) */

static char board[4][5];
static int marks;                  /* marks on the board */

/* Did the mark just put at (r,c) complete its row, column or diagonal? */
static int completes(const int r, const int c)
{
    const char m = board[r][c];
    int k;

    for (k = 0; k < 4 && board[r][k] == m; ++k)
        ;
    if (k == 4)
        return 1;
    for (k = 0; k < 4 && board[k][c] == m; ++k)
        ;
    if (k == 4)
        return 1;
    if (r == c) {
        for (k = 0; k < 4 && board[k][k] == m; ++k)
            ;
        if (k == 4)
            return 1;
    }
    if (r + c == 3) {
        for (k = 0; k < 4 && board[k][3 - k] == m; ++k)
            ;
        if (k == 4)
            return 1;
    }
    return 0;
}

static int o_value(int r, int c, int alpha);

/* x to move after o's mark at (r,c): the best x can get, WIN, 0 (a draw)
   or LOSE; stops as soon as it reaches beta. */
static int x_value(const int r, const int c, const int beta)
{
    int i, j, best = LOSE, value;

    if (completes(r, c))
        return LOSE;
    if (marks == 16)
        return 0;
    for (i = 0; i < 4; ++i)
        for (j = 0; j < 4; ++j)
            if (board[i][j] == '.') {
                board[i][j] = 'x';
                ++marks;
                value = o_value(i, j, best);
                board[i][j] = '.';
                --marks;
                if (value > best)
                    best = value;
                if (best >= beta)
                    return best;
            }
    return best;
}

/* o to move after x's mark at (r,c): the least o can hold x to; stops as
   soon as it reaches alpha. */
static int o_value(const int r, const int c, const int alpha)
{
    int i, j, best = WIN, value;

    if (completes(r, c))
        return WIN;
    if (marks == 16)
        return 0;
    for (i = 0; i < 4; ++i)
        for (j = 0; j < 4; ++j)
            if (board[i][j] == '.') {
                board[i][j] = 'o';
                ++marks;
                value = x_value(i, j, best);
                board[i][j] = '.';
                --marks;
                if (value < best)
                    best = value;
                if (best <= alpha)
                    return best;
            }
    return best;
}

int main(void)
{
    char mark[8];
    int r, c, found;

    while (scanf("%7s", mark) == 1 && mark[0] == '?') {
        marks = 0;
        for (r = 0; r < 4; ++r) {
            if (scanf("%4s", board[r]) != 1)
                return 0;
            for (c = 0; c < 4; ++c)
                if (board[r][c] != '.')
                    ++marks;
        }
        found = 0;
        if (marks > MARKS_WITHOUT_WIN)
            for (r = 0; r < 4 && !found; ++r)
                for (c = 0; c < 4 && !found; ++c)
                    if (board[r][c] == '.') {
                        board[r][c] = 'x';
                        ++marks;
                        if (o_value(r, c, 0) == WIN) {     /* only a win counts: a draw stops o's search */
                            printf("(%d,%d)\n", r, c);
                            found = 1;
                        }
                        board[r][c] = '.';
                        --marks;
                    }
        if (!found)
            puts("#####");
    }
    return 0;
}
