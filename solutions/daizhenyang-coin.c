/*
 * daizhenyang-coin.c -- HDU 3537 "Daizhenyang's Coin" (Mock Turtles)
 *
 * Game:     a row of coins numbered from 0, some heads up; a move turns
 *           over one, two or three coins, the rightmost of them from heads
 *           to tails; who cannot move loses. Daizhenyang moves first.
 * Theorem:  (coin turning, Winning Ways ch. 14) a row's value is the xor
 *           of the values of its heads, each taken alone; a head alone at
 *           x has the x-th odious number: 2x if x has an odd number of 1
 *           bits, else 2x + 1. A position listed twice is one coin, so
 *           the positions are sorted and each is counted once.
 * Input:    cases until end of file: a line n (0 <= n <= 100), then a
 *           line of the n positions, 0 <= position < 10^8 (no such line
 *           when n = 0; numbers are read as a stream, so a blank line
 *           there does no harm either).
 * Output:   "Yes" if Daizhenyang loses (the xor is 0), else "No".
 * Limits:   1 s, 32 MB (assumed: the judge's were not found).
 * Cost:     O(n^2) at worst for the insertion sort of n <= 100 positions,
 *           O(n log x) for the bits, O(n) memory per case.
 * Verified: against the brute-force oracle in oracles/daizhenyang_coin.py
 *           on testdata/daizhenyang-coin/ (make test) and by
 *           python3 judge.py stress daizhenyang-coin.
 */
#include <stdio.h>

#define MAXN 100

/* The value of a single head at x, 0 <= x < 10^8: the x-th odious number,
   below 2 * 10^8 + 2 < 2^31, so a long holds it and any xor of them. */
static long head_value(const long x)
{
    long bits;
    int odd = 0;

    for (bits = x; bits != 0; bits &= bits - 1)
        odd = !odd;
    return odd ? 2 * x : 2 * x + 1;
}

/* 1 if the player to move loses the row whose heads are listed in
   heads[0..n-1], each position possibly more than once (sorts heads). */
static int first_player_loses(long *heads, const int n)
{
    int i, j;
    long x, value = 0;

    for (i = 1; i < n; ++i) {                   /* insertion sort: n <= 100 */
        x = heads[i];
        for (j = i; j > 0 && heads[j - 1] > x; --j)
            heads[j] = heads[j - 1];
        heads[j] = x;
    }
    for (i = 0; i < n; ++i)
        if (i == 0 || heads[i] != heads[i - 1])     /* one coin, however often listed */
            value ^= head_value(heads[i]);
    return value == 0;
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
    long heads[MAXN], n;
    int i;

    while (read_number(&n) && n <= MAXN) {
        for (i = 0; i < n; ++i)
            if (!read_number(&heads[i]))
                return 0;
        puts(first_player_loses(heads, (int)n) ? "Yes" : "No");
    }
    return 0;
}
