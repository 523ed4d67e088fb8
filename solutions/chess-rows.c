/*
 * chess-rows.c -- HDU 5724 "Chess" (pieces jumping right on rows of 20)
 *
 * Game:     n rows of 20 cells; a move takes one piece one cell right, or,
 *           if that cell holds a piece, over the whole run of pieces to
 *           the first empty cell after it, never off the board; who
 *           cannot move loses. Alice moves first.
 * Theorem:  (Sprague-Grundy) the rows are independent games: Alice wins
 *           iff the xor of the rows' Grundy values is not 0. A row is a
 *           20-bit mask (bit p - 1 for column p); a move takes a bit to a
 *           higher one, so the mask grows, and the values of all 2^20
 *           masks are found from the full mask down, each the mex of its
 *           moves' (at most 20 moves, so every value is at most 20).
 * Input:    T, then T cases: n (1 <= n <= 1000), then n rows, each
 *           "m p_1 ... p_m", 0 <= m <= 20, distinct columns 1 <= p <= 20.
 * Output:   "YES" if Alice wins, else "NO".
 * Limits:   1 s, 32 MB (assumed).
 * Cost:     the table once: 2^20 masks of up to 20 moves, each move
 *           found by a scan to the next empty cell (some 3 * 10^7 steps,
 *           1 MB); then O(1) a row.
 * Verified: against the brute-force oracle in oracles/chess_rows.py on
 *           testdata/chess-rows/ (make test) and by
 *           python3 judge.py stress chess-rows.
 */
#include <stdio.h>

#define WIDTH 20
#define MASKS (1UL << WIDTH)

static unsigned char value[1UL << WIDTH];

/* value[mask] for every mask, the larger masks first. */
static void build(void)
{
    unsigned long mask, reached;
    int b, q, v;

    mask = MASKS;
    while (mask-- > 0) {
        reached = 0;
        for (b = 0; b < WIDTH; b++) {
            if (!(mask >> b & 1UL))
                continue;
            for (q = b + 1; q < WIDTH && (mask >> q & 1UL); q++)
                ;
            if (q < WIDTH)
                reached |= 1UL << value[(mask & ~(1UL << b)) | 1UL << q];
        }
        for (v = 0; reached >> v & 1UL; v++)
            ;
        value[mask] = (unsigned char)v;
    }
}

int main(void)
{
    int t, n, m, p, x;
    unsigned long mask;

    build();
    if (scanf("%d", &t) != 1)
        return 0;
    while (t-- > 0 && scanf("%d", &n) == 1) {
        x = 0;
        while (n-- > 0) {
            if (scanf("%d", &m) != 1)
                return 0;
            mask = 0;
            while (m-- > 0) {
                if (scanf("%d", &p) != 1)
                    return 0;
                mask |= 1UL << (p - 1);
            }
            x ^= value[mask];
        }
        puts(x != 0 ? "YES" : "NO");
    }
    return 0;
}
