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

/* The input, read in blocks: scanf took most of the time of a run. */
static char block[1 << 16];
static size_t block_length, block_at;

/* The next byte of the input, or EOF. */
static int next_byte(void)
{
    if (block_at == block_length) {
        block_length = fread(block, 1, sizeof block, stdin);
        block_at = 0;
        if (block_length == 0)
            return EOF;
    }
    return (unsigned char)block[block_at++];
}

/* Reads the next whole number, after any white space, into *value: 1, or
   0 at the end of the input or at anything else (as scanf would). */
static int read_number(long *value)
{
    int c = next_byte();

    while (c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f')
        c = next_byte();
    if (c < '0' || c > '9')
        return 0;
    *value = 0;
    for (; c >= '0' && c <= '9'; c = next_byte())
        *value = *value * 10 + (c - '0');
    return 1;
}

/* read_number into an int: every number of this input fits one. */
static int read_int(int *value)
{
    long number;

    if (!read_number(&number))
        return 0;
    *value = (int)number;
    return 1;
}

int main(void)
{
    int w, h;

    build_table();
    while (read_int(&w) && read_int(&h))
        puts(g[w][h] != 0 ? "WIN" : "LOSE");
    return 0;
}
