/*
 * stone.c -- HDU 4764 "Stone" (a counting game where reaching N loses)
 *
 * Game:     players alternately write integers; the first is 1..k, each
 *           later one exceeds the one before by 1..k; whoever first
 *           writes a number >= N loses. Tang writes first.
 * Theorem:  Jiang (the second player) wins iff (N - 1) % (k + 1) == 0.
 * Why:      writing N - 1 forces the opponent to reach N, so N - 1 is the
 *           number to aim for; it is Bash's game on N - 1 with moves
 *           1..k: from a multiple of k + 1 below N - 1 every move leaves a
 *           non-multiple, and from any other distance the mover restores
 *           a multiple; a distance of 0 (N = 1, or x = N - 1) is lost for
 *           the player to move.
 * Input:    lines "N k", 1 <= N <= 10^8, 1 <= k <= 100, up to "0 0".
 *           Reading also stops at end of file.
 * Output:   "Tang" or "Jiang", the winner.
 * Limits:   1 s, 32 MB.
 * Cost:     O(1) time and memory per case; N - 1 fits any int. Input
 *           and output go through blocks of 64 KiB.
 * Verified: against the brute-force oracle in oracles/stone.py on
 *           testdata/stone/ (make test) and by python3 judge.py stress
 *           stone.
 */
#include <stdio.h>

/* 1 if Tang, who writes first, wins. Contract: n >= 1, k >= 1. */
static int tang_wins(const long n, const long k)
{
    return (n - 1) % (k + 1) != 0;
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
    long n, k;

    while (read_number(&n) && read_number(&k) && (n != 0 || k != 0))
        put_text(tang_wins(n, k) ? "Tang\n" : "Jiang\n");
    flush_out();
    return 0;
}
