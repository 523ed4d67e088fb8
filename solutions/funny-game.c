/*
 * funny-game.c -- POJ 2484 "A Funny Game" (symmetry on a circle)
 *
 * Game:     n coins in a circle; a move takes one coin or two coins next
 *           to each other (a gap breaks the neighbourhood); who takes the
 *           last coin wins. Alice moves first.
 * Theorem:  Alice wins iff n <= 2: she takes every coin at once. From 3
 *           coins on, her move opens the circle into a row of n - 1 or
 *           n - 2; Bob takes its middle coin (odd row) or middle two (even
 *           row), leaving two equal rows, and then plays in one row what
 *           Alice played in the other, so he moves last.
 * Input:    one n per line (1 <= n <= 10^6), then a line "0".
 * Output:   "Alice" or "Bob", the winner.
 * Limits:   1 s, 64 MB (POJ 2484).
 * Cost:     O(1) a case; the input read in blocks.
 * Verified: against the brute-force oracle in oracles/funny_game.py on
 *           testdata/funny-game/ (make test) and by
 *           python3 judge.py stress funny-game.
 */
#include <stdio.h>

/* 1 if Alice, moving first on a circle of n coins, wins. */
static int alice_wins(const long n)
{
    return n <= 2;
}

/* The input, read in blocks: scanf took most of the time of a run (up to
   10^6 lines of input, one answer each). */
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

int main(void)
{
    long n;

    /* The line "0" ends the input; a file that ends without it ends the
       loop too. */
    while (read_number(&n) && n != 0)
        puts(alice_wins(n) ? "Alice" : "Bob");
    return 0;
}
