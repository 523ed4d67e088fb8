/*
 * nim-or-not-nim.c -- HDU 3032 "Nim or not Nim?" (Lasker's Nim)
 *
 * Game:     N heaps; a move takes any positive number of objects from one
 *           heap, or splits one heap into two non-empty heaps; who cannot
 *           move loses. Alice moves first.
 * Theorem:  (Sprague-Grundy, Multi-SG) a split leaves two heaps, whose value
 *           is the xor of theirs; by induction the value of a heap of n is
 *           n when n mod 4 is 1 or 2, n + 1 when it is 3, n - 1 when it is
 *           0. Alice wins iff the xor of the heaps' values is not 0.
 * Input:    T (1 <= T <= 100), then T cases: a line N (1 <= N <= 10^6) and
 *           a line of N heaps 1 <= s <= 2^31 - 1. Reading also stops at
 *           end of file.
 * Output:   "Alice" if the first player wins, else "Bob".
 * Limits:   1 s, 32 MB.
 * Cost:     O(N) time per case, O(1) memory: the heaps are not stored.
 *           The value of 2^31 - 1 is 2^31, beyond a signed 32-bit int:
 *           unsigned long holds it, also where long has 32 bits (HDU).
 * Verified: against the brute-force oracle in oracles/nim_or_not_nim.py on
 *           testdata/nim-or-not-nim/ (make test) and by
 *           python3 judge.py stress nim-or-not-nim.
 */
#include <stdio.h>

/* The Grundy value of a heap of n objects, 1 <= n <= 2^31 - 1. */
static unsigned long lasker_value(const unsigned long n)
{
    switch (n % 4) {
    case 3:
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
static int read_number(unsigned long *value)
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
    unsigned long t, n, heap, x;

    if (!read_number(&t))
        return 0;
    while (t-- > 0 && read_number(&n)) {
        x = 0;
        for (; n > 0; --n) {
            if (!read_number(&heap))
                return 0;
            x ^= lasker_value(heap);
        }
        puts(x != 0 ? "Alice" : "Bob");
    }
    return 0;
}
