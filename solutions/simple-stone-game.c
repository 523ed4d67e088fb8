/*
 * simple-stone-game.c -- HDU 2486 "A simple stone game" (= HDU 2580,
 * POJ 3922): k-multiple dynamic subtraction
 *
 * Game:     one pile of n stones; the first move takes 1 to n - 1, every
 *           later one at least 1 and at most k times what the opponent
 *           took last; who takes the last stone wins.
 * Theorem:  the lost piles are a_0 = 1, a_1 = 2, ..., a_{i+1} = b_i + 1,
 *           where b_i is the largest pile written as a sum of terms
 *           a_0..a_i each more than k times the next smaller one:
 *           b_{i+1} = a_{i+1} + b_t for the largest t with
 *           k a_t < a_{i+1}, else a_{i+1}. Every other n is such a sum
 *           (greedily, largest term first), and taking its smallest term
 *           wins: the opponent cannot take the next term whole, and the
 *           sum can always be restored. k = 1: powers of two; k = 2:
 *           Fibonacci numbers.
 * Input:    t (1 <= t <= 20), then t lines "n k", 2 <= n <= 10^8,
 *           1 <= k <= 10^5.
 * Output:   "Case i: lose", or "Case i: x" with x the smallest winning
 *           first move.
 * Limits:   1 s, 32 MB (HDU 2486).
 * Cost:     the terms up to n, at most 748551 (n = 10^8, k = 10^5), in
 *           two arrays of longs; O(terms) a case.
 * Verified: against the brute-force oracle in oracles/simple_stone_game.py
 *           on testdata/simple-stone-game/ (make test) and by
 *           python3 judge.py stress simple-stone-game.
 */
#include <stdio.h>

#define MAXTERMS 800000     /* 748551 terms reach 10^8 for k = 10^5 */

static long a[MAXTERMS], b[MAXTERMS];

/* The smallest winning first move with n stones, or 0 if n is lost.
   Terms stay below 2 * 10^8, and k a_t < x is tested as a_t <= (x - 1) / k
   so that no product overflows 32 bits. */
static long first_move(const long n, const long k)
{
    long i, t, x;

    a[0] = b[0] = 1;
    i = 0;
    t = -1;                 /* the largest t with k a_t below the next term */
    while (a[i] < n) {
        x = b[i] + 1;
        while (t + 1 <= i && a[t + 1] <= (x - 1) / k)
            ++t;
        ++i;
        a[i] = x;
        b[i] = t >= 0 ? x + b[t] : x;
    }
    if (a[i] == n)
        return 0;
    x = n;
    for (;;) {              /* greedily: the largest term up to what is left */
        while (a[i] > x)
            --i;
        x -= a[i];
        if (x == 0)
            return a[i];
    }
}

int main(void)
{
    int cases, number;
    long n, k, move;

    if (scanf("%d", &cases) != 1)
        return 0;
    for (number = 1; number <= cases && scanf("%ld %ld", &n, &k) == 2; ++number) {
        move = first_move(n, k);
        if (move == 0)
            printf("Case %d: lose\n", number);
        else
            printf("Case %d: %ld\n", number, move);
    }
    return 0;
}
