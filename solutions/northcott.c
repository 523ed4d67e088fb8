/*
 * northcott.c -- HDU 1730 "Northcott Game"
 *
 * Game:     n rows of m squares, one piece of Tom's and one of Jerry's in
 *           each; a move slides one's own piece along its row to an empty
 *           square without passing the other piece; who cannot move
 *           loses. Tom moves first.
 * Theorem:  Tom wins iff the xor over the rows of |T_i - J_i| - 1 (the
 *           empty squares between the two pieces) is not 0.
 * Why:      an advance toward the other piece shrinks a row's gap to any
 *           smaller size, a Nim move on a heap of that size. A retreat
 *           grows the gap, but the winner answers it by advancing his own
 *           piece by the same amount, restoring the xor; retreats are
 *           bounded by the board's edge, so the game still ends, and it
 *           ends as Nim on the gaps does (Bouton's theorem).
 * Input:    cases "n m" then n lines "T J", 1 <= n <= 1000,
 *           2 <= m <= 100, until end of file; blank lines between cases
 *           are skipped by scanf.
 * Output:   "I WIN!" or "BAD LUCK!".
 * Limits:   1 s, 32 MB.
 * Cost:     O(n) per case.
 * Verified: against the oracle in oracles/northcott.py (a retrograde
 *           analysis of the board with draws allowed, for small boards)
 *           on testdata/northcott/ (make test) and by python3 judge.py
 *           stress northcott.
 */
#include <stdio.h>

int main(void)
{
    int n, m, t, j, gap, x;

    while (scanf("%d %d", &n, &m) == 2) {
        x = 0;
        while (n-- > 0 && scanf("%d %d", &t, &j) == 2) {
            gap = t > j ? t - j - 1 : j - t - 1;
            x ^= gap;
        }
        puts(x != 0 ? "I WIN!" : "BAD LUCK!");
    }
    return 0;
}
