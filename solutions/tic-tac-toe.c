/*
 * tic-tac-toe.c -- "Tic-Tac-Toe" (a problem of our own)
 *
 * Game:     3 x 3 tic-tac-toe, x moving first; the side that makes three
 *           in a row (row, column or diagonal) wins; a full board without
 *           one is a draw. Given a position of a game going on, print the
 *           result under perfect play and a move that keeps it.
 * Method:   minimax, remembered: the value of a board (1 x wins, 0 draw,
 *           -1 o wins) is the maximum (x to move) or minimum (o to move) of
 *           the values after each move. The side to move follows from the
 *           counts: x when they are equal. A board is coded in base 3, so
 *           a table of 3^9 = 19683 values holds every board.
 * Input:    T (1 <= T <= 10000), then T boards of 3 lines of 3 characters
 *           '.', 'x', 'o'; as many x as o or one more, no three in a row,
 *           at least one empty cell.
 * Output:   "x", "o" or "draw", then the row and column (1-based) of a
 *           move that keeps the result (the first in row-major order).
 * Limits:   1 s, 32 MB.
 * Cost:     each board is valued once over at most 9 moves, shared by all
 *           cases: under 2 * 10^5 steps in all; 20 KB.
 * Verified: against the brute-force oracle in oracles/tic_tac_toe.py (its
 *           checker) on testdata/tic-tac-toe/ (make test) and by
 *           python3 judge.py stress tic-tac-toe.
 */
#include <stdio.h>

#define CODES 19683                 /* 3^9 */
#define UNKNOWN 2

static const int lines[8][3] = {
    {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}
};
static signed char memo[CODES];

/* 1 or 2 if that side (x or o) has three in a row, else 0. */
static int winner(const int *cells)
{
    int i;

    for (i = 0; i < 8; ++i)
        if (cells[lines[i][0]] != 0 && cells[lines[i][0]] == cells[lines[i][1]]
            && cells[lines[i][1]] == cells[lines[i][2]])
            return cells[lines[i][0]];
    return 0;
}

/* The value of cells (1 x wins, 0 draw, -1 o wins) with side to move (1 x,
   2 o); cells is restored before returning. */
static int value(int *cells, const int side, const int code)
{
    int i, v, best, w, power, any;

    if (memo[code] != UNKNOWN)
        return memo[code];
    w = winner(cells);
    if (w != 0) {
        memo[code] = (signed char) (w == 1 ? 1 : -1);
        return memo[code];
    }
    best = side == 1 ? -2 : 2;
    any = 0;
    for (i = 0, power = 1; i < 9; ++i, power *= 3)
        if (cells[i] == 0) {
            any = 1;
            cells[i] = side;
            v = value(cells, 3 - side, code + side * power);
            cells[i] = 0;
            if ((side == 1 && v > best) || (side == 2 && v < best))
                best = v;
        }
    memo[code] = (signed char) (any ? best : 0);
    return memo[code];
}

int main(void)
{
    static const char *const words[3] = {"o", "draw", "x"};
    char row[3][8];
    int cells[9];
    int t, i, code, power, xs, os, side, result;

    for (i = 0; i < CODES; ++i)
        memo[i] = UNKNOWN;
    if (scanf("%d", &t) != 1)
        return 0;
    while (t-- > 0 && scanf("%3s %3s %3s", row[0], row[1], row[2]) == 3) {
        code = 0;
        xs = os = 0;
        for (i = 0, power = 1; i < 9; ++i, power *= 3) {
            cells[i] = row[i / 3][i % 3] == 'x' ? 1 : row[i / 3][i % 3] == 'o' ? 2 : 0;
            code += cells[i] * power;
            xs += cells[i] == 1;
            os += cells[i] == 2;
        }
        side = xs == os ? 1 : 2;
        result = value(cells, side, code);
        for (i = 0, power = 1; i < 9; ++i, power *= 3)
            if (cells[i] == 0) {
                cells[i] = side;
                if (value(cells, 3 - side, code + side * power) == result) {
                    printf("%s %d %d\n", words[result + 1], i / 3 + 1, i % 3 + 1);
                    break;
                }
                cells[i] = 0;
            }
    }
    return 0;
}
