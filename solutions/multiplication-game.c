/*
 * multiplication-game.c -- HDU 1517 / POJ 2505 / UVa 847 "A Multiplication
 * Game"
 *
 * Game:     p starts at 1; Stan, then Ollie, ... multiply p by 2..9; who
 *           first makes p >= n wins.
 * Theorem:  while n > 18, replace n by ceil(n / 18); Stan wins iff the
 *           n left is <= 9.
 * Why:      the mover at p wins at once iff 9p >= n. Below that, the p
 *           with 2p >= ceil(n / 9) lose (every move hands the opponent an
 *           immediate win): p >= ceil(ceil(n / 9) / 2) = ceil(n / 18).
 *           So reaching ceil(n / 18) first is the same game with the
 *           target ceil(n / 18). For 10 <= n <= 18 Stan's first move
 *           leaves 2..9, from which Ollie reaches n; for n <= 9 Stan wins
 *           at once.
 * Input:    lines with n, 1 < n < 4294967295, until end of file; n does
 *           not fit a signed 32-bit integer, so it is read as unsigned
 *           long (32 bits at least).
 * Output:   "Stan wins." or "Ollie wins.".
 * Limits:   1 s, 32 MB.
 * Cost:     O(log n) per case; (n - 1) / 18 + 1 never overflows. Input
 *           and output go through blocks of 64 KiB.
 * Verified: against the brute-force oracle in
 *           oracles/multiplication_game.py on testdata/multiplication-game/
 *           (make test) and by python3 judge.py stress multiplication-game.
 */
#include <stdio.h>

/* 1 if Stan, who moves first from p = 1, wins. Contract: n >= 2. */
static int stan_wins(unsigned long n)
{
    while (n > 18)
        n = (n - 1) / 18 + 1;          /* ceil(n / 18) without n + 17 */
    return n <= 9;
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

/* Reads the next whole number (below 2^32, so an unsigned long holds it),
   after any white space, into *value: 1, or 0 at the end of the input or
   at anything else (as scanf would). */
static int read_number(unsigned long *value)
{
    int c = next_byte();

    while (c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f')
        c = next_byte();
    if (c < '0' || c > '9')
        return 0;
    *value = 0;
    for (; c >= '0' && c <= '9'; c = next_byte())
        *value = *value * 10 + (unsigned long)(c - '0');
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
    unsigned long n;

    while (read_number(&n))
        put_text(stan_wins(n) ? "Stan wins.\n" : "Ollie wins.\n");
    flush_out();
    return 0;
}
