/* Wrong Answer: the search is right, but x is always the side to move, so a board with one x more than o is searched as if x could play again. */
/*
 * Exposed by the sample's third board, xx. / .o. / ..., where x would
 * complete the top row; o is to move and must block it.
 */
#include <stdio.h>

static const int lines[8][3] = {
    {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}
};

static int winner(const int *c)
{
    int i;

    for (i = 0; i < 8; ++i)
        if (c[lines[i][0]] != 0 && c[lines[i][0]] == c[lines[i][1]] && c[lines[i][1]] == c[lines[i][2]])
            return c[lines[i][0]];
    return 0;
}

/* 1 x wins, 0 draw, -1 o wins; side 1 is x, 2 is o */
static int value(int *c, int side)
{
    int i, v, best, w = winner(c), any = 0;

    if (w != 0)
        return w == 1 ? 1 : -1;
    best = side == 1 ? -2 : 2;
    for (i = 0; i < 9; ++i)
        if (c[i] == 0) {
            any = 1;
            c[i] = side;
            v = value(c, 3 - side);
            c[i] = 0;
            if (side == 1 ? v > best : v < best)
                best = v;
        }
    return any ? best : 0;
}

int main(void)
{
    static const char *const words[3] = {"o", "draw", "x"};
    char row[3][8];
    int c[9], t, i, xs, side, result;

    if (scanf("%d", &t) != 1)
        return 0;
    while (t-- > 0 && scanf("%3s %3s %3s", row[0], row[1], row[2]) == 3) {
        xs = 0;
        for (i = 0; i < 9; ++i) {
            c[i] = row[i / 3][i % 3] == 'x' ? 1 : row[i / 3][i % 3] == 'o' ? 2 : 0;
            xs += c[i] == 1 ? 1 : c[i] == 2 ? -1 : 0;
        }
        side = 1;
        result = value(c, side);
        for (i = 0; i < 9; ++i)
            if (c[i] == 0) {
                c[i] = side;
                if (value(c, 3 - side) == result) {
                    printf("%s %d %d\n", words[result + 1], i / 3 + 1, i % 3 + 1);
                    break;
                }
                c[i] = 0;
            }
    }
    return 0;
}
