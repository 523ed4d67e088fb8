/*
 * cutting-game.c -- POJ 2311 "Cutting Game" (take-and-break in two
 * dimensions)
 *
 * Game:     a sheet of W x H squares; a move cuts one piece along a grid
 *           line into two; who cuts out a 1 x 1 piece wins.
 * Theorem:  a cut that leaves a strip of width 1 loses (the opponent cuts
 *           a 1 x 1 piece off it), so with good play no such cut is made,
 *           and a player left with only such cuts has lost: the game is
 *           the normal-play game of the other cuts, a sum of its pieces.
 *           By Sprague-Grundy, g(w, h) is the mex of g(i, h) xor
 *           g(w - i, h) (2 <= i <= w - 2) and g(w, j) xor g(w, h - j)
 *           (2 <= j <= h - 2); the player to move wins iff g(W, H) != 0.
 * Input:    lines "W H", 2 <= W, H <= 200, until end of file.
 * Output:   "WIN" if the player to move wins, else "LOSE".
 * Limits:   1 s, 64 MB (POJ 2311).
 * Cost:     the table once: about 200^3 / 2 steps; O(1) a case. Values
 *           stay below 10, so their xors below 16.
 * Verified: against the brute-force oracle in oracles/cutting_game.py on
 *           testdata/cutting-game/ (make test) and by
 *           python3 judge.py stress cutting-game.
 */
#include <stdio.h>

#define SIDE 200

static int g[SIDE + 1][SIDE + 1];       /* indexes 0..200: a side of 200 fits */

static void build_table(void)
{
    int w, h, i, v;
    int seen[16];

    for (w = 2; w <= SIDE; ++w)
        for (h = w; h <= SIDE; ++h) {
            for (v = 0; v < 16; ++v)
                seen[v] = 0;
            for (i = 2; i <= w - 2; ++i)
                seen[g[i][h] ^ g[w - i][h]] = 1;
            for (i = 2; i <= h - 2; ++i)
                seen[g[w][i] ^ g[w][h - i]] = 1;
            for (v = 0; seen[v]; ++v)
                ;
            g[w][h] = g[h][w] = v;
        }
}

int main(void)
{
    int w, h;

    build_table();
    while (scanf("%d %d", &w, &h) == 2)
        puts(g[w][h] != 0 ? "WIN" : "LOSE");
    return 0;
}
