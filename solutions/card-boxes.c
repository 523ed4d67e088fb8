/*
 * card-boxes.c -- HDU 3389 "Game" (cards between numbered boxes)
 *
 * Game:     boxes 1..n hold cards; a move takes at least one card from a
 *           non-empty box A to a box B < A with A + B odd and divisible by
 *           3; who cannot move loses. Alice moves first.
 * Theorem:  A + B is then 3 mod 6, so every move goes between the boxes
 *           of residue 0, 2, 5 mod 6 and those of residue 1, 3, 4; boxes
 *           1, 3, 4 have no move out, and every box of 0, 2, 5 can move to
 *           one of 1, 3, 4. That is staircase Nim with 0, 2, 5 as its odd
 *           steps: Alice wins iff the xor of the counts in boxes i with
 *           i mod 6 in {0, 2, 5} is not 0.
 * Input:    T (1 <= T <= 100), then T cases: a line n (1 <= n <= 10^4)
 *           and a line of n counts 0..100, box 1 first.
 * Output:   "Case k: Alice" or "Case k: Bob", k from 1.
 * Limits:   1 s, 32 MB.
 * Cost:     O(n) per case, O(1) memory.
 * Verified: against the brute-force oracle in oracles/card_boxes.py on
 *           testdata/card-boxes/ (make test) and by
 *           python3 judge.py stress card-boxes.
 */
#include <stdio.h>

/* Is box i one of the odd steps, those whose cards count? */
static int counts(const int i)
{
    return i % 6 == 0 || i % 6 == 2 || i % 6 == 5;
}

int main(void)
{
    int t, k, n, i, c, x;

    if (scanf("%d", &t) != 1)
        return 0;
    for (k = 1; k <= t; k++) {
        if (scanf("%d", &n) != 1)
            return 0;
        x = 0;
        for (i = 1; i <= n; i++) {
            if (scanf("%d", &c) != 1)
                return 0;
            if (counts(i))
                x ^= c;
        }
        printf("Case %d: %s\n", k, x != 0 ? "Alice" : "Bob");
    }
    return 0;
}
