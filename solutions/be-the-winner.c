/*
 * be-the-winner.c -- HDU 2509 "Be the Winner" (anti-Nim on lines)
 *
 * Game:     groups of apples in lines; a move eats one or more apples
 *           that stand next to each other in one line (which may split
 *           it in two); whoever eats the LAST apple LOSES.
 * Theorem:  a line of n has Grundy value n (the splits a + b < n reach
 *           every value below n and none equal to it), so only an empty
 *           line has value 0, and the SJ theorem for misere sums applies:
 *           the first player wins iff (the xor of the sizes is not 0 and
 *           some group holds 2 or more) or (the xor is 0 and none does).
 *           With every group of 1 that is: an even number of groups wins.
 * Input:    test cases until end of file: a line n (1 <= n <= 100), then
 *           a line of n group sizes, 1 <= size <= 100.
 * Output:   "Yes" if the first player wins, else "No".
 * Limits:   1 s, 32 MB (assumed: the judge's were not found).
 * Cost:     O(n) time, O(1) memory per case.
 * Verified: against the brute-force oracle in oracles/be_the_winner.py on
 *           testdata/be-the-winner/ (make test) and by
 *           python3 judge.py stress be-the-winner.
 */
#include <stdio.h>

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

/* 1 if the player to move wins: x = xor of the sizes, big = some group
   holds 2 apples or more. */
static int first_player_wins(const int x, const int big)
{
    if (x != 0)
        return big;
    return !big;
}

int main(void)
{
    int n, i, size, x, big;

    /* read_int skips CRLF, blank lines and extra blanks. */
    while (read_int(&n)) {
        x = 0;
        big = 0;            /* reset for every case */
        for (i = 0; i < n; ++i) {
            if (!read_int(&size))
                return 0;
            x ^= size;
            if (size > 1)
                big = 1;
        }
        puts(first_player_wins(x, big) ? "Yes" : "No");
    }
    return 0;
}
