/* Wrong Answer: plays by rules of thumb instead of searching (complete a line, else block one, else the centre, else a corner, else an edge) and reports the end of the game both sides play so; a fork, two threats at once, is never seen coming. */
/*
 * Exposed by the sample's fifth board, xo. / ... / ..., a win for x that
 * the rules play to a draw, and in 02-every-position by x.. / .o. / ..x
 * with o to move: the rules take the corner 1 3, x answers 3 1 with two
 * threats and wins, yet the edges draw.
 */
#include <stdio.h>

static const int lines[8][3] = {
    {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}
};
static const int order[9] = {4, 0, 2, 6, 8, 1, 3, 5, 7};   /* centre, corners, edges */

static int winner(const int *c)
{
    int i;

    for (i = 0; i < 8; ++i)
        if (c[lines[i][0]] != 0 && c[lines[i][0]] == c[lines[i][1]] && c[lines[i][1]] == c[lines[i][2]])
            return c[lines[i][0]];
    return 0;
}

/* The cell that completes a line of side's, or -1. */
static int completing(int *c, int side)
{
    int i, w;

    for (i = 0; i < 9; ++i)
        if (c[i] == 0) {
            c[i] = side;
            w = winner(c);
            c[i] = 0;
            if (w == side)
                return i;
        }
    return -1;
}

static int rule_move(int *c, int side)
{
    int i, cell = completing(c, side);

    if (cell < 0)
        cell = completing(c, 3 - side);
    for (i = 0; cell < 0 && i < 9; ++i)
        if (c[order[i]] == 0)
            cell = order[i];
    return cell;
}

int main(void)
{
    static const char *const words[3] = {"draw", "x", "o"};
    char row[3][8];
    int c[9], t, i, xs, side, first, cell, empty;

    if (scanf("%d", &t) != 1)
        return 0;
    while (t-- > 0 && scanf("%3s %3s %3s", row[0], row[1], row[2]) == 3) {
        xs = 0;
        empty = 0;
        for (i = 0; i < 9; ++i) {
            c[i] = row[i / 3][i % 3] == 'x' ? 1 : row[i / 3][i % 3] == 'o' ? 2 : 0;
            xs += c[i] == 1 ? 1 : c[i] == 2 ? -1 : 0;
            empty += c[i] == 0;
        }
        side = xs == 0 ? 1 : 2;
        first = rule_move(c, side);
        for (cell = first; ; cell = rule_move(c, side)) {
            c[cell] = side;
            --empty;
            if (winner(c) != 0 || empty == 0)
                break;
            side = 3 - side;
        }
        printf("%s %d %d\n", words[winner(c)], first / 3 + 1, first % 3 + 1);
    }
    return 0;
}
