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
 * Cost:     O(1) to decide, O(N) to print, O(1) memory per query.
 * Verified: against the brute-force oracle in oracles/land_auction.py on
 *           testdata/land-auction/ (make test) and by
 *           python3 judge.py stress land-auction.
 */
#include <stdio.h>

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
    int x;

    if (!found) {
        puts("none");
        return;
    }
    printf("%d", lo);
    for (x = lo + 1; x <= hi; ++x)
        printf(" %d", x);
    putchar('\n');
}

int main(void)
{
    int m, n, lo, hi, found;

    /* %d skips any whitespace, so CRLF, blank lines and a missing final
       newline are harmless; the loop ends at end of file. */
    while (scanf("%d %d", &m, &n) == 2) {
        lo = 0;
        hi = 0;
        found = winning_first_bids(m, n, &lo, &hi);
        print_bids(found, lo, hi);
    }
    return 0;
}
