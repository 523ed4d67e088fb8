/*
 * northcott.c -- HDU 1730 "Northcott Game"
 *
 * Game:     n rows of m squares, one piece of Tom's and one of Jerry's in
 *           each; a move slides one's own piece along its row to an empty
 *           square without passing the other piece; who cannot move
 *           loses. Tom moves first.
 * Theorem:  Tom wins iff the xor over the rows of |T_i - J_i| - 1 (the
 *           empty squares between the two pieces) is not 0.
 * Why:      an advance toward the other piece shrinks a row's gap to any
 *           smaller size, a Nim move on a heap of that size. A retreat
 *           grows the gap, but the winner answers it by advancing his own
 *           piece by the same amount, restoring the xor; retreats are
 *           bounded by the board's edge, so the game still ends, and it
 *           ends as Nim on the gaps does (Bouton's theorem).
 * Input:    cases "n m" then n lines "T J", 1 <= n <= 1000,
 *           2 <= m <= 100, until end of file; blank lines between cases
 *           are skipped by scanf.
 * Output:   "I WIN!" or "BAD LUCK!".
 * Limits:   1 s, 32 MB.
 * Cost:     O(n) per case; input and output in blocks.
 * Verified: against the oracle in oracles/northcott.py (a retrograde
 *           analysis of the board with draws allowed, for small boards)
 *           on testdata/northcott/ (make test) and by python3 judge.py
 *           stress northcott.
 */
#include <stdio.h>

/* Output is gathered in a block and written with fwrite: one puts or
   printf per line costs as much as the reading. */
static char out[1 << 16];
static size_t used;

static void flush_out(void)
{
    fwrite(out, 1, used, stdout);
    used = 0;
}

/* Appends text to the output block. */
static void put_text(const char *text)
{
    if (used + 64 > sizeof out)
        flush_out();
    while (*text != '\0')
        out[used++] = *text++;
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
    if (c < '0' || c > '9') {
        if (c != EOF)
            block_at--;                 /* left unread, as scanf leaves it */
        return 0;
    }
    *value = 0;
    for (; c >= '0' && c <= '9'; c = next_byte())
        *value = *value * 10 + (c - '0');
    return 1;
}

int main(void)
{
    long n, m, t, j, gap, x;

    while (read_number(&n) && read_number(&m)) {
        x = 0;
        while (n-- > 0 && read_number(&t) && read_number(&j)) {
            gap = t > j ? t - j - 1 : j - t - 1;
            x ^= gap;
        }
        put_text(x != 0 ? "I WIN!\n" : "BAD LUCK!\n");
    }
    flush_out();
    return 0;
}
