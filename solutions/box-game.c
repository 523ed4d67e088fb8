/*
 * box-game.c -- UVa 12293 "Box Game" (Hunan provincial contest 2011, E)
 *
 * Game:     two boxes hold n balls and 1 ball; a move empties the box with
 *           fewer balls (either one if equal) and moves some balls of the
 *           other box into it so that both hold at least one; who cannot
 *           move loses. Alice moves first.
 * Theorem:  Bob wins iff n + 1 is a power of two (n = 2^k - 1).
 * Why:      a position is decided by x, the larger count (it is the box
 *           that is kept and split into p + q = x, p, q >= 1; the next
 *           player faces max(p, q)); x = 1 has no move. From x = 2^k - 1
 *           every split gives 2^(k-1) <= max(p, q) <= 2^k - 2, never of the
 *           form 2^j - 1; from 2^k - 1 < x < 2^(k+1) - 1 the split
 *           (2^k - 1, x - 2^k + 1) hands over exactly 2^k - 1.
 * Input:    at most 300 lines, each n, 2 <= n <= 1,000,000,000; the line
 *           "0" ends the input (end of file without it also ends it).
 * Output:   "Alice" or "Bob", the winner.
 * Limits:   not published; 1 s, 32 MB assumed.
 * Cost:     O(1) time and memory per query; integer bit test, no log().
 * Verified: against the brute-force oracle in oracles/box_game.py on
 *           testdata/box-game/ (make test) and by
 *           python3 judge.py stress box-game.
 */
#include <stdio.h>

/* Output is gathered in a block and written with fwrite: one puts per
   line costs a third more than the reading itself. */
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

/* 1 if the first player (Alice) wins from boxes (n, 1), else 0.
   Contract: 1 <= n <= 1,000,000,000, so n + 1 fits in 32 bits. */
static int first_player_wins(const long n)
{
    const unsigned long u = (unsigned long) n;

    /* u + 1 is a power of two iff u is all ones in binary, i.e. iff u and
       u + 1 share no bit. */
    return (u & (u + 1UL)) != 0UL;
}

int main(void)
{
    long n;

    /* Stops at the "0" line, and at end of file if that line is missing;
       %ld skips CRLF, blank lines and a missing final newline. */
    while (scanf("%ld", &n) == 1 && n != 0L)
        put_line(first_player_wins(n) ? "Alice" : "Bob");
    flush_out();
    return 0;
}
