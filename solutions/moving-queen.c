/*
 * moving-queen.c -- POJ 1067 / HDU 1527 (Wythoff's game, told as a queen)
 *
 * Game:     two piles a and b (the queen's distances to the corner); a move
 *           takes any positive number from one pile, or the same positive
 *           number from both; who empties both wins. First player to move.
 * Theorem:  (Wythoff) with a <= b, (a, b) is a losing position iff
 *           (a, b) = (a_k, a_k + k) for some k >= 0, a_k = floor(k * phi).
 *           Exact form (Zeckendorf; Silber 1976): write a > 0 as a sum of
 *           non-consecutive Fibonacci numbers F_i (F_2 = 1, F_3 = 2,
 *           F_4 = 3, F_5 = 5, ...); a is some a_k iff its smallest index i
 *           is even, and then a_k + k is the same sum with every F_i
 *           replaced by F_{i+1}. (0, 0) is the k = 0 pair.
 * Input:    lines "a b" until end of file; 0 <= a, b <= 1,000,000,000, in
 *           either order.
 * Output:   "1" if the first player wins, else "0".
 * Limits:   1 s, 32 MB.
 * Cost:     O(log a) time, O(1) memory per query.
 * Range:    no floating point (floor(k * phi) in double is wrong for some
 *           k below the bound, the first being k = 102334155) and no 64-bit
 *           type: for a <= 1e9 the terms are at most F_44 = 701408733, the
 *           shifted ones at most F_45 = 1134903170, and the shifted sum is
 *           below phi * a + 1 < 1.62e9 < 2^31 - 1, so 32-bit long suffices.
 * Verified: against the brute-force oracle in oracles/moving_queen.py on
 *           testdata/moving-queen/ (make test) and by
 *           python3 judge.py stress moving-queen.
 */
#include <stdio.h>

/* 1 if the player to move wins Wythoff's game from piles (a, b), else 0.
   Contract: 0 <= a, b <= 1,000,000,000, in either order. Integers only;
   every value stays below F_46 = 1836311903 < 2^31. */
static int first_player_wins(long a, long b)
{
    long fib[47]; /* fib[i] = F_i, F_1 = F_2 = 1; F_46 is the last < 2^31 */
    long rest, partner;
    int i, lowest;

    if (a > b) {
        rest = a;
        a = b;
        b = rest;
    }
    if (a == 0)
        return b != 0; /* (0, 0) is lost; (0, b) moves straight to it */
    fib[1] = 1;
    fib[2] = 1;
    for (i = 3; i <= 46; ++i)
        fib[i] = fib[i - 1] + fib[i - 2];
    /* Greedy from the top yields the Zeckendorf sum (never two neighbours,
       since F_i + F_{i+1} = F_{i+2} would have been taken first). F_45
       exceeds 1e9, so i = 45 is never taken and fib[46] never added. */
    rest = a;
    partner = 0;
    lowest = 0;
    for (i = 45; i >= 2; --i) {
        if (fib[i] <= rest) {
            rest -= fib[i];
            partner += fib[i + 1];
            lowest = i;
        }
    }
    /* An odd smallest index makes a an upper number a_j + j, whose pair
       (a_j, a_j + j) has its smaller pile below a: no pair has min a. */
    if (lowest % 2 != 0)
        return 1;
    return b != partner;
}

int main(void)
{
    long a, b;

    /* %ld skips any whitespace, so CRLF, blank lines and a missing final
       newline are harmless; the loop ends at end of file. */
    while (scanf("%ld %ld", &a, &b) == 2)
        puts(first_player_wins(a, b) ? "1" : "0");
    return 0;
}
