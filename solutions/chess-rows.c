/*
 * chess-rows.c -- HDU 5724 "Chess" (pieces jumping right on rows of 20)
 *
 * Game:     n rows of 20 cells; a move takes one piece one cell right, or,
 *           if that cell holds a piece, over the whole run of pieces to
 *           the first empty cell after it, never off the board; who
 *           cannot move loses. Alice moves first.
 * Theorem:  (Sprague-Grundy) the rows are independent games: Alice wins
 *           iff the xor of the rows' Grundy values is not 0. A row is a
 *           20-bit mask (bit p - 1 for column p); a move takes a bit to a
 *           higher one, so the mask grows, and the values of all 2^20
 *           masks are found from the full mask down, each the mex of its
 *           moves' (at most 20 moves, so every value is at most 20).
 * Input:    T, then T cases: n (1 <= n <= 1000), then n rows, each
 *           "m p_1 ... p_m", 0 <= m <= 20, distinct columns 1 <= p <= 20.
 * Output:   "YES" if Alice wins, else "NO".
 * Limits:   1 s, 32 MB (assumed).
 * Cost:     the table once: 2^20 masks of up to 20 moves, each move
 *           found in O(1) by a pass over the columns from the right
 *           (some 2 * 10^7 steps, 1 MB); then O(m) a row, with input and
 *           output in blocks.
 * Verified: against the brute-force oracle in oracles/chess_rows.py on
 *           testdata/chess-rows/ (make test) and by
 *           python3 judge.py stress chess-rows.
 */
#include <stdio.h>

#define WIDTH 20
#define MASKS (1UL << WIDTH)

static unsigned char value[1UL << WIDTH];

/* value[mask] for every mask, the larger masks first. The columns are
   taken from the right, keeping the first empty cell to the right of the
   one at hand (WIDTH if none), so each move is found in O(1). */
static void build(void)
{
    unsigned long mask, reached;
    int b, empty, v;

    mask = MASKS;
    while (mask-- > 0) {
        reached = 0;
        empty = WIDTH;
        for (b = WIDTH - 1; b >= 0; b--) {
            if (!(mask >> b & 1UL))
                empty = b;
            else if (empty < WIDTH)
                reached |= 1UL << value[(mask & ~(1UL << b)) | 1UL << empty];
        }
        for (v = 0; reached >> v & 1UL; v++)
            ;
        value[mask] = (unsigned char)v;
    }
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
    long t, n, m, p;
    int x;
    unsigned long mask;

    build();
    if (!read_number(&t))
        return 0;
    while (t-- > 0 && read_number(&n)) {
        x = 0;
        while (n-- > 0) {
            if (!read_number(&m)) {
                flush_out();
                return 0;
            }
            mask = 0;
            while (m-- > 0) {
                if (!read_number(&p)) {
                    flush_out();
                    return 0;
                }
                mask |= 1UL << (p - 1);
            }
            x ^= value[mask];
        }
        put_text(x != 0 ? "YES\n" : "NO\n");
    }
    flush_out();
    return 0;
}
