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
 *           each position is counted once (a small table of the ones
 *           seen in the case).
 * Input:    cases until end of file: a line n (0 <= n <= 100), then a
 *           line of the n positions, 0 <= position < 10^8 (no such line
 *           when n = 0; numbers are read as a stream, so a blank line
 *           there does no harm either).
 * Output:   "Yes" if Daizhenyang loses (the xor is 0), else "No".
 * Limits:   1 s, 32 MB (assumed: the judge's were not found).
 * Cost:     O(n) a case (a table lookup and a bit fold a position), and
 *           a table of 256 slots.
 * Verified: against the brute-force oracle in oracles/daizhenyang_coin.py
 *           on testdata/daizhenyang-coin/ (make test) and by
 *           python3 judge.py stress daizhenyang-coin.
 */
#include <stdio.h>

#define MAXN 100

/* The value of a single head at x, 0 <= x < 10^8: the x-th odious number,
   below 2 * 10^8 + 2 < 2^31, so a long holds it and any xor of them. The
   parity of x's bits by folding it onto its lowest 4, whose parity the
   bits of 0x6996 list. */
static long head_value(const long x)
{
    unsigned long bits = (unsigned long)x;

    bits ^= bits >> 16;
    bits ^= bits >> 8;
    bits ^= bits >> 4;
    return (0x6996 >> (bits & 15)) & 1 ? 2 * x : 2 * x + 1;
}

/* The positions listed in this case so far, to count each coin once: an
   open-addressing table of twice MAXN slots and more, a slot belonging to
   the case whose number it holds (so no table is cleared between cases). */
#define SLOTS 256
static long slot_position[SLOTS];
static unsigned long slot_case[SLOTS];

/* 1 if position was not listed before in case number this_case (and now
   it is), 0 if it was. */
static int first_listing(const long position, const unsigned long this_case)
{
    unsigned int slot = (unsigned int)((((unsigned long)position * 2654435761UL) & 0xffffffffUL) >> 24);

    while (slot_case[slot] == this_case) {
        if (slot_position[slot] == position)
            return 0;
        slot = (slot + 1) & (SLOTS - 1);
    }
    slot_case[slot] = this_case;
    slot_position[slot] = position;
    return 1;
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
    long position, n, value;
    unsigned long this_case = 0;
    int i;

    while (read_number(&n) && n <= MAXN) {
        if (++this_case == 0) {         /* after 2^32 cases (or more): 0 is no case's */
            for (i = 0; i < SLOTS; ++i)
                slot_case[i] = 0;
            this_case = 1;
        }
        value = 0;
        for (i = 0; i < n; ++i) {
            if (!read_number(&position))
                return 0;
            if (first_listing(position, this_case))     /* one coin, however often listed */
                value ^= head_value(position);
        }
        puts(value == 0 ? "Yes" : "No");        /* Daizhenyang, to move, loses */
    }
    return 0;
}
