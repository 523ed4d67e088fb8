/*
 * climbing-the-hill.c -- HDU 4315 "Climbing the Hill"
 *
 * Game:     N people in distinct cells below the hilltop (cell 0); a move
 *           takes one person not at the top any number of cells up, never
 *           past the person above him, never into an occupied cell but the
 *           top; whoever brings the king (k-th from the top) to the top
 *           wins. Alice moves first.
 * Theorem:  k = 1: Alice walks the king up. Otherwise nobody wants to take
 *           the person just above the king to the top (that hands the king
 *           over), and the game is staircase Nim on pairs from the top:
 *           with N odd add a person at cell -1, or at cell 0 when k = 2
 *           (then the top person's run stops one cell short); pair the
 *           cells from the top, 1st with 2nd, 3rd with 4th, ...; Alice
 *           wins iff the xor of the gaps (lower - upper - 1) is not 0.
 * Input:    cases until end of file: "N k" (1 <= k <= N <= 1000), then N
 *           increasing cells, 0 < cell < 100000.
 * Output:   "Alice" or "Bob".
 * Limits:   1 s, 32 MB.
 * Cost:     O(N) per case; input and output in blocks.
 * Verified: against the brute-force oracle in oracles/climbing_the_hill.py
 *           on testdata/climbing-the-hill/ (make test) and by
 *           python3 judge.py stress climbing-the-hill.
 */
#include <stdio.h>

#define MAX_PEOPLE 1000

/* Does the first player win? cell[0..n-1] increasing, a free slot before. */
static int alice_wins(const long *cell, const int n, const int king)
{
    long first;
    long x = 0;
    int i;

    if (king == 1)
        return 1;
    i = 0;
    if (n % 2 == 1) {
        first = king == 2 ? 0 : -1;     /* the added person above the top one */
        x ^= cell[0] - first - 1;
        i = 1;
    }
    for (; i + 1 < n; i += 2)
        x ^= cell[i + 1] - cell[i] - 1;
    return x != 0;
}

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
    static long cell[MAX_PEOPLE];
    long n, king;
    int i;

    while (read_number(&n) && read_number(&king)) {
        for (i = 0; i < n; i++)
            if (!read_number(&cell[i])) {
                flush_out();
                return 0;
            }
        put_text(alice_wins(cell, (int)n, (int)king) ? "Alice\n" : "Bob\n");
    }
    flush_out();
    return 0;
}
