/*
 * stone-game.c -- HDU 1729 "Stone Game" (boxes that fill by squares)
 *
 * Game:     boxes; box i has capacity s and holds c stones. A move puts d
 *           stones into one box, 1 <= d <= c^2 and c + d <= s. Who cannot
 *           move loses.
 * Theorem:  (Sprague-Grundy) the first player wins iff the xor of the
 *           boxes' values is not 0. With t the largest number with
 *           t + t^2 < s: a box with c > t stones can reach every count
 *           from c + 1 to s (c^2 >= s - c), so it is a Nim heap of s - c;
 *           with c = t every move goes above t, to a value above 0:
 *           value 0; with c < t the box is worth what a box of capacity t
 *           holding c is (a move past t reaches no value that box lacks),
 *           so the same rule applies again with s = t.
 * Input:    blocks: a line N (1 <= N <= 50), then N lines "s c",
 *           0 <= c <= s <= 10^6; a line "0" ends the input.
 * Output:   "Case k:" on a line, then "Yes" if the first player wins,
 *           else "No".
 * Limits:   1 s, 32 MB (assumed: the judge's were not found).
 * Cost:     a table of t for every capacity once (10^6 steps, 2 MB);
 *           then at most 4 levels a box for s <= 10^6.
 * Verified: against the brute-force oracle in oracles/stone_game.py on
 *           testdata/stone-game/ (make test) and by
 *           python3 judge.py stress stone-game.
 */
#include <stdio.h>

#define MAXS 1000000

/* threshold[s]: the largest t >= 0 with t + t^2 < s, for 1 <= s <= 10^6,
   filled once in integers (no sqrt: a rounded root would need checking
   anyway). t stays below 1000. threshold[0] is 0: a box of capacity 0
   holds no stone and has no move, value 0, as box_value gives it. */
static unsigned short threshold[MAXS + 1];

static void build_thresholds(void)
{
    long t, s;

    for (t = 0, s = 1; s <= MAXS; ++s) {
        while ((t + 1) + (t + 1) * (t + 1) < s)
            ++t;
        threshold[s] = (unsigned short)t;
    }
}

/* The Grundy value of a box of capacity s holding c stones. */
static long box_value(long s, const long c)
{
    long t;

    for (;;) {
        t = threshold[s];
        if (c > t)
            return s - c;
        if (c == t)
            return 0;
        s = t;
    }
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
    int n, i, number = 0;
    long s, c, x;

    build_thresholds();
    while (read_int(&n) && n != 0) {
        x = 0;
        for (i = 0; i < n; ++i) {
            if (!read_number(&s) || !read_number(&c))
                return 0;
            x ^= box_value(s, c);
        }
        printf("Case %d:\n%s\n", ++number, x != 0 ? "Yes" : "No");
    }
    return 0;
}
