/*
 * cet4.c -- HDU 1847 "Good Luck in CET-4 Everybody!"
 *
 * Game:     a pile of n cards; a move takes 2^k cards (1, 2, 4, 8, ...);
 *           who takes the last card wins. Kiki moves first, then Cici.
 * Theorem:  the first player wins iff n % 3 != 0.
 * Why:      2^k % 3 is 1 or 2, never 0, so every move from a multiple of 3
 *           leaves a non-multiple; from n % 3 == r (1 or 2) taking r cards
 *           (r = 2^0 or 2^1) leaves a multiple of 3, and 0 is one.
 * Input:    one n per line until end of file; 1 <= n <= 1000.
 * Output:   "Kiki" if the first player wins, else "Cici", one per line.
 * Limits:   1 s, 32 MB.
 * Cost:     O(1) time and memory per query.
 * Verified: against the brute-force oracle in oracles/cet4.py on
 *           testdata/cet4/ (make test) and by python3 judge.py stress cet4.
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

/* 1 if the player to move wins with n cards left, else 0. n >= 0. */
static int first_player_wins(const int n)
{
    return n % 3 != 0;
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
    long n;

    /* read_number skips any white space, so CRLF, blank lines and a missing
       final newline are harmless; the loop ends at end of file. */
    while (read_number(&n))
        put_line(first_player_wins(n) ? "Kiki" : "Cici");
    flush_out();
    return 0;
}
