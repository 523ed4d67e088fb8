/*
 * empty-and-divide.c -- "Empty and Divide" (a problem of our own)
 *
 * Game:     two boxes hold a and b counters; a move empties one box and
 *           divides the other's counters between the two boxes, at least
 *           one in each; who cannot move (both boxes hold one) loses.
 * Theorem:  the player to move loses iff a and b are both odd.
 * Why:      dividing an odd count always leaves one even part; an even
 *           count 2k divides into 1 and 2k - 1, both odd; (1, 1) is odd
 *           and has no move (induction on a + b).
 * Input:    T (1 <= T <= 10000), then T lines "a b",
 *           1 <= a, b <= 1,000,000,000.
 * Output:   "First" if the player to move wins, else "Second".
 * Limits:   1 s, 32 MB.
 * Cost:     O(1) time and memory per position: two parity tests.
 * Verified: against the brute-force oracle in
 *           oracles/empty_and_divide.py on testdata/empty-and-divide/
 *           (make test) and by python3 judge.py stress empty-and-divide.
 */
#include <stdio.h>

/* Output is gathered in a block and written with fwrite. */
static char out[1 << 16];
static size_t used;

static void flush_out(void)
{
    fwrite(out, 1, used, stdout);
    used = 0;
}

/* Appends text and a newline to the output block. */
static void put_line(const char *text)
{
    if (used + 64 > sizeof out)
        flush_out();
    while (*text != '\0')
        out[used++] = *text++;
    out[used++] = '\n';
}

/* 1 if the player to move wins with a and b counters, else 0.
   Contract: a, b >= 1. */
static int first_player_wins(const long a, const long b)
{
    return a % 2 == 0 || b % 2 == 0;
}

int main(void)
{
    long t, a, b;

    /* %ld skips CRLF, blank lines and a missing final newline; a short
       input ends the loop. */
    if (scanf("%ld", &t) != 1)
        return 0;
    while (t-- > 0 && scanf("%ld %ld", &a, &b) == 2)
        put_line(first_player_wins(a, b) ? "First" : "Second");
    flush_out();
    return 0;
}
