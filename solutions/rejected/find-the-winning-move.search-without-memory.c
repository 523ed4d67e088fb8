/* Time Limit Exceeded: the AND-OR search is right (x forces a win iff some move makes a line or leaves o only moves after which x forces a win again), but it remembers no position, so a board of four marks walks a tree of up to 12! orders of moves. */
/*
 * Exposed by 05-four-marks, 400 boards of two x and two o. The accepted
 * solutions that search this way answer "#####" at once for four marks
 * or fewer; without that, or a memory of positions, this is too slow.
 */
#include <stdio.h>

static const int lines[10][4] = {
    {0, 1, 2, 3}, {4, 5, 6, 7}, {8, 9, 10, 11}, {12, 13, 14, 15},
    {0, 4, 8, 12}, {1, 5, 9, 13}, {2, 6, 10, 14}, {3, 7, 11, 15},
    {0, 5, 10, 15}, {3, 6, 9, 12}
};
static char board[16];

static int line_of(char mark)
{
    int i, j;

    for (i = 0; i < 10; ++i) {
        for (j = 0; j < 4 && board[lines[i][j]] == mark; ++j)
            ;
        if (j == 4)
            return 1;
    }
    return 0;
}

static int o_loses(void);

/* x to move: 1 if x forces a win */
static int x_forces(void)
{
    int i, won = 0;

    for (i = 0; i < 16 && !won; ++i)
        if (board[i] == '.') {
            board[i] = 'x';
            won = line_of('x') || o_loses();
            board[i] = '.';
        }
    return won;
}

/* o to move after x's move: 1 if every o move fails */
static int o_loses(void)
{
    int i, any = 0, lost = 1;

    for (i = 0; i < 16 && lost; ++i)
        if (board[i] == '.') {
            any = 1;
            board[i] = 'o';
            lost = !line_of('o') && x_forces();
            board[i] = '.';
        }
    return any && lost;
}

int main(void)
{
    char mark[8], row[8];
    int r, c, i;

    while (scanf("%7s", mark) == 1 && mark[0] == '?') {
        for (r = 0; r < 4; ++r) {
            if (scanf("%4s", row) != 1)
                return 0;
            for (c = 0; c < 4; ++c)
                board[4 * r + c] = row[c];
        }
        for (i = 0; i < 16; ++i)
            if (board[i] == '.') {
                board[i] = 'x';
                if (line_of('x') || o_loses())
                    break;
                board[i] = '.';
            }
        if (i < 16)
            printf("(%d,%d)\n", i / 4, i % 4);
        else
            puts("#####");
    }
    return 0;
}
