/*
 * gg-and-mm.c -- HDU 3595 "GG and MM" (Every-SG over Euclid's games)
 *
 * Game:     N games of Euclid's game (a pair of piles; a move subtracts a
 *           positive multiple of the smaller from the larger; who makes a
 *           0 wins that game) played at once: on a turn the player moves
 *           in EVERY game not yet ended; who cannot move loses (so the
 *           last game to end decides). MM moves first.
 * Theorem:  (Every-SG) step(v) = 0 for an ended game; 1 + the largest step
 *           of the moves to lost positions if v is won; 1 + the smallest
 *           step of all its moves if v is lost. MM wins iff the largest
 *           step over the games is odd. A step is odd iff its game is won.
 * Steps:    for (a, b), a >= b >= 1: 1 if b divides a. Otherwise let s be
 *           the step of (b, a mod b). If a < 2b the move is forced: s + 1.
 *           If a >= 2b the game is won: s + 1 if s is even (move straight
 *           to (b, a mod b), which is lost), s + 2 if s is odd (move to
 *           (a mod b + b, b), whose only move gives the opponent the won
 *           (b, a mod b) back: one move longer). Never + 2 after a forced
 *           move.
 * Input:    cases until end of file (at most 100): a line N
 *           (1 <= N <= 1000), then N lines "p q", 1 <= p, q <= 1000.
 *           A pile of 0 counts as an ended game (step 0).
 * Output:   "MM" if MM (the first player) wins, else "GG".
 * Limits:   1 s, 32 MB.
 * Cost:     O(log) per game, the depth of Euclid's algorithm (at most 14
 *           below 1000); no table.
 * Verified: against the brute-force oracle in oracles/gg_and_mm.py on
 *           testdata/gg-and-mm/ (make test) and by
 *           python3 judge.py stress gg-and-mm.
 */
#include <stdio.h>

/* The step of the game (a, b). Contract: a >= b >= 0. */
static int step(const long a, const long b)
{
    int s;

    if (b == 0)
        return 0;                       /* ended */
    if (a % b == 0)
        return 1;                       /* take it all */
    s = step(b, a % b);
    if (a - b < b)
        return s + 1;                   /* forced: the only move */
    return s % 2 == 1 ? s + 2 : s + 1;
}

/* The input, read in blocks: scanf would take most of the time of a run. */
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
    long n, i, p, q;
    int s, largest;

    while (read_number(&n)) {
        largest = 0;
        for (i = 0; i < n; ++i) {
            if (!read_number(&p) || !read_number(&q))
                return 0;
            s = p >= q ? step(p, q) : step(q, p);
            if (s > largest)
                largest = s;
        }
        puts(largest % 2 == 1 ? "MM" : "GG");
    }
    return 0;
}
