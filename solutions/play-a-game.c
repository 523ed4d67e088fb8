/*
 * play-a-game.c -- HDU 1564 "Play a game"
 *
 * Game:     an n x n board, a stone on a corner; players alternately move
 *           it to an unvisited square next to it; who cannot move loses.
 *           8600 moves first.
 * Theorem:  8600 wins iff n is even.
 * Why:      n even: dominoes cover the whole board; 8600 always moves to
 *           the other half of the stone's domino, so every move of
 *           ailyanlu's enters a fresh domino and 8600 can answer it. n
 *           odd: dominoes cover every square but the start corner;
 *           ailyanlu plays the same answer, and 8600 runs out of moves.
 * Input:    lines with n, 1 <= n <= 10000, up to a line 0. Reading also
 *           stops at end of file.
 * Output:   "8600" or "ailyanlu", the winner.
 * Limits:   1 s, 32 MB (assumed).
 * Cost:     O(1) per case; input and output go through blocks of
 *           64 KiB.
 * Verified: against the oracle in oracles/play_a_game.py (a search from
 *           the rules, maximum matchings) on testdata/play-a-game/ (every
 *           n; make test) and by python3 judge.py stress play-a-game.
 */
#include <stdio.h>

/* 1 if the first player wins on the n x n board. Contract: n >= 1. */
static int first_player_wins(const long n)
{
    return n % 2 == 0;
}

/* The input, read in blocks: the number of cases has no bound. */
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

/* The output, written in blocks: a line a case. */
static char out[1 << 16];
static size_t used;

static void flush_out(void)
{
    fwrite(out, 1, used, stdout);
    used = 0;
}

/* Appends text (a short line) to the output block. */
static void put_text(const char *text)
{
    if (used + 64 > sizeof out)
        flush_out();
    while (*text != '\0')
        out[used++] = *text++;
}

int main(void)
{
    long n;

    while (read_number(&n) && n != 0)
        put_text(first_player_wins(n) ? "8600\n" : "ailyanlu\n");
    flush_out();
    return 0;
}
