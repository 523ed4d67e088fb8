/*
 * card-boxes.c -- HDU 3389 "Game" (cards between numbered boxes)
 *
 * Game:     boxes 1..n hold cards; a move takes at least one card from a
 *           non-empty box A to a box B < A with A + B odd and divisible by
 *           3; who cannot move loses. Alice moves first.
 * Theorem:  A + B is then 3 mod 6, so every move goes between the boxes
 *           of residue 0, 2, 5 mod 6 and those of residue 1, 3, 4; boxes
 *           1, 3, 4 have no move out, and every box of 0, 2, 5 can move to
 *           one of 1, 3, 4. That is staircase Nim with 0, 2, 5 as its odd
 *           steps: Alice wins iff the xor of the counts in boxes i with
 *           i mod 6 in {0, 2, 5} is not 0.
 * Input:    T (1 <= T <= 100), then T cases: a line n (1 <= n <= 10^4)
 *           and a line of n counts 0..100, box 1 first.
 * Output:   "Case k: Alice" or "Case k: Bob", k from 1.
 * Limits:   1 s, 32 MB.
 * Cost:     O(n) per case, O(1) memory but the input and output
 *           blocks (64 KiB each).
 * Verified: against the brute-force oracle in oracles/card_boxes.py on
 *           testdata/card-boxes/ (make test) and by
 *           python3 judge.py stress card-boxes.
 */
#include <stdio.h>

/* Is box i one of the odd steps, those whose cards count? */
static int counts(const long i)
{
    return i % 6 == 0 || i % 6 == 2 || i % 6 == 5;
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

/* Appends the decimal digits of x >= 0 to the output block. */
static void put_number(long x)
{
    char digits[24];
    int count = 0;

    if (used + 64 > sizeof out)
        flush_out();
    do {
        digits[count++] = (char)('0' + x % 10);
        x /= 10;
    } while (x > 0);
    while (count > 0)
        out[used++] = digits[--count];
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
    long t, k, n, i, c, x;

    if (!read_number(&t))
        return 0;
    for (k = 1; k <= t; k++) {
        if (!read_number(&n))
            break;
        x = 0;
        for (i = 1; i <= n; i++) {
            if (!read_number(&c))
                break;
            if (counts(i))
                x ^= c;
        }
        if (i <= n)
            break;
        put_text("Case ");
        put_number(k);
        put_text(x != 0 ? ": Alice\n" : ": Bob\n");
    }
    flush_out();
    return 0;
}
