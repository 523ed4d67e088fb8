/*
 * euclid-game.c -- HDU 1525 / POJ 2348 "Euclid's Game"
 *
 * Game:     a pair (a, b) of positive integers; a move subtracts a positive
 *           multiple of the smaller from the larger, leaving it >= 0; who
 *           makes a 0 wins. Stan moves first.
 * Theorem:  with a >= b, the player to move wins if a = b (make the 0) or
 *           a >= 2b: both (a mod b, b) and (a mod b + b, b) can be reached,
 *           and the second's only move is to the first, so one of the two
 *           is lost. Otherwise (b < a < 2b) the only move is to (b, a - b),
 *           and the player to move wins iff the other loses there.
 * Input:    lines "a b", 1 <= a, b <= 2^31 - 1, until the line "0 0".
 *           Reading also stops at end of file or at a line with a 0.
 * Output:   "Stan wins" if the first player wins, else "Ollie wins".
 * Limits:   1 s, 32 MB.
 * Cost:     O(log(a + b)) per pair, like Euclid's algorithm (at most 43
 *           forced moves below 2^31, from two consecutive Fibonacci
 *           numbers); no division at all: a - b compared with b tells the
 *           cases apart.
 * Range:    a - b never overflows, where 2 * b would in a 32-bit int when
 *           b >= 2^30.
 * Verified: against the brute-force oracle in oracles/euclid_game.py on
 *           testdata/euclid-game/ (make test) and by
 *           python3 judge.py stress euclid-game.
 */
#include <stdio.h>

/* 1 if the player to move wins (a, b), else 0. Contract: 1 <= a, b < 2^31. */
static int first_player_wins(long a, long b)
{
    long rest;
    int mover_is_first = 1;

    if (a < b) {
        rest = a;
        a = b;
        b = rest;
    }
    for (;;) {
        rest = a - b;
        if (rest == 0 || rest >= b)     /* a = b, or a >= 2b: the mover wins */
            return mover_is_first;
        a = b;                          /* b < a < 2b: the only move */
        b = rest;
        mover_is_first = !mover_is_first;
    }
}

/* Output is gathered in a block and written with fwrite: one puts per
   line costs more than the reading itself. */
static char out[1 << 16];
static size_t used;

static void flush_out(void)
{
    fwrite(out, 1, used, stdout);
    used = 0;
}

/* Appends text and a newline to the output block. */
static void put_line(const char *text)
{
    if (used + 64 > sizeof out)
        flush_out();
    while (*text != '\0')
        out[used++] = *text++;
    out[used++] = '\n';
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
    long a, b;

    /* The terminator "0 0" ends the input; no case holds a 0, so a line
       with one ends it too (and 0 is never divided by). */
    while (read_number(&a) && read_number(&b) && a != 0 && b != 0)
        put_line(first_player_wins(a, b) ? "Stan wins" : "Ollie wins");
    flush_out();
    return 0;
}
