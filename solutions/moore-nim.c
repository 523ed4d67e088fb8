/*
 * moore-nim.c -- "Moore's Nim" (a problem of our own)
 *
 * Game:     n heaps; a move chooses between 1 and k heaps and takes any
 *           positive number of stones from each of them (no cap); who
 *           cannot move loses.
 * Theorem:  (Moore, 1910) the player to move loses iff, for every binary
 *           digit, the number of heaps that have it is a multiple of
 *           k + 1. With k = 1 that is Bouton's xor.
 * Input:    T (1 <= T <= 1000), then T cases: a line "n k"
 *           (1 <= n <= 100, 1 <= k <= 100) and a line of n heaps,
 *           1 <= heap <= 2^31 - 1.
 * Output:   "First" if the player to move wins, else "Second".
 * Limits:   1 s, 32 MB.
 * Cost:     O(31 n) time, O(31) memory per case.
 * Verified: against the brute-force oracle in oracles/moore_nim.py on
 *           testdata/moore-nim/ (make test) and by
 *           python3 judge.py stress moore-nim.
 */
#include <stdio.h>

#define BITS 31     /* heaps are below 2^31: binary digits 0 to 30 */

/* 1 if the player to move wins: count[b] heaps have digit b, a move may
   touch k heaps. */
static int first_player_wins(const int *count, const int k)
{
    int b;

    for (b = 0; b < BITS; ++b)
        if (count[b] % (k + 1) != 0)
            return 1;
    return 0;
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

/* read_number into an int: every number of this input fits one. */
static int read_int(int *value)
{
    long number;

    if (!read_number(&number))
        return 0;
    *value = (int)number;
    return 1;
}

int main(void)
{
    int t, n, k, i, b;
    int count[BITS];
    long heap;

    /* read_number skips CRLF, blank lines and extra blanks; a short file
       ends the loop instead of repeating the last case. */
    if (!read_int(&t))
        return 0;
    while (t-- > 0 && read_int(&n) && read_int(&k)) {
        for (b = 0; b < BITS; ++b)
            count[b] = 0;
        for (i = 0; i < n; ++i) {
            if (!read_number(&heap))
                return 0;
            for (b = 0; heap != 0; ++b, heap >>= 1)
                count[b] += (int)(heap & 1);
        }
        puts(first_player_wins(count, k) ? "First" : "Second");
    }
    return 0;
}
