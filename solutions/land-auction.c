/*
 * land-auction.c -- HDU 2149 "Public Sale"
 *
 * Game:     the price starts at 0; the two bidders alternately raise it by
 *           1..N; the bid that brings the price to M or more buys the land.
 *           Which first bids (1..N) win for the first bidder?
 * Theorem:  if N >= M the winning first bids are exactly M..N; otherwise
 *           the only one is M mod (N + 1), and there is none when that is 0.
 * Why:      facing a remaining gap g = M - price > 0, the bidder to move
 *           loses iff g % (N + 1) == 0 (Bash game: every raise 1..N leaves
 *           a gap that is not a multiple, and from a non-multiple the raise
 *           g % (N + 1) restores one). A first bid x < M wins iff it leaves
 *           M - x a multiple of N + 1; when N >= M that gap lies in
 *           1..M-1 < N + 1, so only the bids x >= M (buying at once) win.
 * Input:    lines "M N" until end of file; 0 < N, M < 1100.
 * Output:   the winning first bids, increasing, one space apart, or "none".
 * Limits:   1 s, 32 MB.
 * Cost:     O(1) to decide and O(1) to print per query: the printed text
 *           is a slice of "1 2 ... 1099", made once (4388 bytes).
 * Verified: against the brute-force oracle in oracles/land_auction.py on
 *           testdata/land-auction/ (make test) and by
 *           python3 judge.py stress land-auction.
 */
#include <stdio.h>
#include <string.h>

#define MAXPRICE 1099   /* the largest M and N: every bid is at most N */

/* Output is gathered in a block and written with fwrite: a line holds up
   to 1099 numbers, and one printf each costs many times the reading. */
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
    if (used + strlen(text) > sizeof out)
        flush_out();
    while (*text != '\0')
        out[used++] = *text++;
}

/* Every answer is a run of consecutive numbers below 1100, so the text
   "1 2 3 ... 1099" is made once, and an answer is one slice of it: the
   numbers lo..hi are all[start[lo] .. start[hi + 1] - 2]. */
static char all[5000];               /* 4388 characters, each number and a space */
static int start[MAXPRICE + 2];

static void build_numbers(void)
{
    int x, at = 0;

    for (x = 1; x <= MAXPRICE; ++x) {
        start[x] = at;
        at += sprintf(all + at, "%d ", x);
    }
    start[MAXPRICE + 1] = at;
}

/* Appends the numbers lo..hi one space apart and a newline.
   Contract: 1 <= lo <= hi <= MAXPRICE; build_numbers done. */
static void put_range(const int lo, const int hi)
{
    size_t length = (size_t)(start[hi + 1] - 1 - start[lo]);

    if (used + length + 1 > sizeof out)
        flush_out();
    memcpy(out + used, all + start[lo], length);
    used += length;
    out[used++] = '\n';
}

/* Winning first bids for cost m and largest raise n: they are the range
   *lo..*hi when the result is 1; the result is 0 when there is none.
   Contract: m > 0, n > 0. No I/O. */
static int winning_first_bids(const int m, const int n, int *lo, int *hi)
{
    int r;

    if (n >= m) {
        /* Bids m..n buy at once; a bid x < m leaves a gap m - x <= n that
           the opponent closes in one bid. */
        *lo = m;
        *hi = n;
        return 1;
    }
    /* Every first bid is below m: it must leave a multiple of n + 1. */
    r = m % (n + 1);
    if (r == 0)
        return 0;
    *lo = r;
    *hi = r;
    return 1;
}

/* Prints lo..hi one space apart, or "none" when found is 0; one line. */
static void print_bids(const int found, const int lo, const int hi)
{
    if (found)
        put_range(lo, hi);
    else
        put_text("none\n");
}

int main(void)
{
    int m, n, lo, hi, found;

    build_numbers();

    /* %d skips any whitespace, so CRLF, blank lines and a missing final
       newline are harmless; the loop ends at end of file. */
    while (scanf("%d %d", &m, &n) == 2) {
        lo = 0;
        hi = 0;
        found = winning_first_bids(m, n, &lo, &hi);
        print_bids(found, lo, hi);
    }
    flush_out();
    return 0;
}
