/*
 * kiki-game.c -- HDU 2147 "kiki's game"
 *
 * Game:     an n x m board, the coin starts at the top-right corner (1, m);
 *           a move takes it one square left, down, or down-left; who cannot
 *           move loses. kiki moves first.
 * Theorem:  kiki loses iff n and m are both odd.
 * Why:      a square with d moves down and l moves left remaining is a
 *           P-position iff d and l are both even: from there every move
 *           makes one of them odd, and from any other square a single move
 *           (down, left or diagonal) makes both even. The start has
 *           d = n - 1 and l = m - 1.
 * Input:    lines "n m", 0 < n, m <= 2000; the line "0 0" ends the input
 *           (end of file without it also ends it).
 * Output:   "Wonderful!" if kiki wins, else "What a pity!".
 * Limits:   1 s, 10 MB.
 * Cost:     O(1) time and memory per query.
 * Verified: against the brute-force oracle in oracles/kiki_game.py on
 *           testdata/kiki-game/ (make test) and by
 *           python3 judge.py stress kiki-game.
 */
#include <stdio.h>

/* Output is gathered in a block and written with fwrite: one puts per
   line costs a third more than the reading itself. */
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

/* 1 if the first player wins on an n x m board from (1, m), else 0.
   Contract: n > 0, m > 0. */
static int first_player_wins(const int n, const int m)
{
    return !(n % 2 == 1 && m % 2 == 1);
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

int main(void)
{
    long n, m;

    /* Stops at the "0 0" line, and at end of file if that line is missing;
       read_number skips CRLF, blank lines and a missing final newline. */
    while (read_number(&n) && read_number(&m) && !(n == 0 && m == 0))
        put_line(first_player_wins(n, m) ? "Wonderful!" : "What a pity!");
    flush_out();
    return 0;
}
