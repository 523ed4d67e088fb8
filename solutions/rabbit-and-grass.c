/*
 * rabbit-and-grass.c -- HDU 1849 "Rabbit and Grass"
 *
 * Game:     pieces on squares 0, 1, 2, ...; a move takes one piece any
 *           distance to the left; when all are on square 0 the game is
 *           over and the last mover wins. Rabbit moves first.
 * Theorem:  Rabbit wins iff the xor of the pieces' squares is not 0.
 * Why:      a piece on square k can go to any square 0..k-1, exactly as
 *           a Nim heap of k stones can shrink to any smaller size, and a
 *           move moves one piece: the game is Nim with heaps K_1..K_m
 *           (Bouton's theorem; pieces on one square are equal heaps).
 * Input:    cases "m" then m squares, 1 <= m <= 1000, 0 <= K_i <= 1000,
 *           up to m = 0. Reading also stops at end of file.
 * Output:   "Rabbit Win!" or "Grass Win!".
 * Limits:   1 s, 32 MB.
 * Cost:     O(m) per case; the xor stays below 1024. Input and output
 *           go through blocks of 64 KiB.
 * Verified: against the brute-force oracle in oracles/rabbit_and_grass.py
 *           on testdata/rabbit-and-grass/ (make test) and by python3
 *           judge.py stress rabbit-and-grass.
 */
#include <stdio.h>

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
    long m, k, x;

    while (read_number(&m) && m != 0) {
        x = 0;
        while (m-- > 0 && read_number(&k))
            x ^= k;
        put_text(x != 0 ? "Rabbit Win!\n" : "Grass Win!\n");
    }
    flush_out();
    return 0;
}
