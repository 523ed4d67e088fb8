/*
 * a-simple-nim.c -- HDU 5795 "A Simple Nim"
 *
 * Game:     n heaps of candies; a move takes any positive number of candies
 *           from one heap, or splits one heap into three non-empty heaps;
 *           who cannot move loses.
 * Theorem:  (Sprague-Grundy, Multi-SG) a split leaves three heaps, whose
 *           value is the xor of theirs; by induction the value of a heap
 *           of n is n, except that 8k + 7 and 8k + 8 swap: g(8k + 7) =
 *           8k + 8, g(8k + 8) = 8k + 7. The first player wins iff the xor
 *           of the heaps' values is not 0.
 * Input:    T (1 <= T <= 100), then T cases: a line n (1 <= n <= 10^6) and
 *           a line of n heaps 1 <= s <= 10^9. Reading also stops at end of
 *           file.
 * Output:   "First player wins." or "Second player wins." (both with the
 *           period).
 * Limits:   1 s, 64 MB.
 * Cost:     O(n) time per case, O(1) memory: the heaps are not stored.
 * Verified: against the brute-force oracle in oracles/a_simple_nim.py on
 *           testdata/a-simple-nim/ (make test) and by
 *           python3 judge.py stress a-simple-nim.
 */
#include <stdio.h>

/* The Grundy value of a heap of n candies, 1 <= n <= 10^9: at most 10^9,
   and a xor of such values is below 2^30, so a 32-bit long holds both. */
static long three_split_value(const long n)
{
    switch (n % 8) {
    case 7:
        return n + 1;
    case 0:
        return n - 1;
    default:
        return n;
    }
}

/* The input, read in blocks: up to 10^6 heaps a case. */
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
    long t, n, heap, x;

    if (!read_number(&t))
        return 0;
    while (t-- > 0 && read_number(&n)) {
        x = 0;
        for (; n > 0; --n) {
            if (!read_number(&heap))
                return 0;
            x ^= three_split_value(heap);
        }
        puts(x != 0 ? "First player wins." : "Second player wins.");
    }
    return 0;
}
