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
 * One sequence: b_t + 1 = a_{t+1}, so a_{i+1} = a_i + b_t + 1 =
 *           a_i + a_j for the smallest j with k a_j >= a_i (j = t + 1;
 *           j = 0 where there is no such t), and b need not be kept.
 * Input:    t (1 <= t <= 20), then t lines "n k", 2 <= n <= 10^8,
 *           1 <= k <= 10^5.
 * Output:   "Case i: lose", or "Case i: x" with x the smallest winning
 *           first move.
 * Limits:   1 s, 32 MB (HDU 2486).
 * Cost:     the terms up to n, at most 748551 (n = 10^8, k = 10^5), one
 *           addition each, of which only those up to about 2n / k are
 *           stored; O(terms) a case.
 * Verified: against the brute-force oracle in oracles/simple_stone_game.py
 *           on testdata/simple-stone-game/ (make test) and by
 *           python3 judge.py stress simple-stone-game.
 */
#include <limits.h>
#include <stdio.h>

#define MAXTERMS 800000     /* 748551 terms reach 10^8 for k = 10^5 */
#define TERM_MAX 200000000L /* a_{i+1} <= 2 a_i, and a_i < n <= 10^8 */

/* int where it holds every term, as it does on every judge. */
#if INT_MAX >= TERM_MAX
typedef int term;
#else
typedef long term;
#endif

static term a[MAXTERMS];

/* The smallest winning first move with n stones, or 0 if n is lost.

   Only the terms up to kept = 2 ((n - 1) / k) + 1 are stored: j moves
   past a_j only when k a_j < a_i < n, so a_j <= (n - 1) / k and the term
   it moves to, at most 2 a_j, is kept; and the greedy sum of n takes the
   last term below n, a_{i-1}, and then from less than a_i - a_{i-1},
   which is the a_j kept. over_j is k a_j, or TERM_MAX + 1 (more than any
   term) where that would pass TERM_MAX, so no product overflows 32 bits;
   two divisions a case. */
static term first_move(const term n, const term k)
{
    const term largest_times_k = (term) (TERM_MAX / k), kept = 2 * ((n - 1) / k) + 1;
    long j, stored, low, high;
    term a_i, a_before, a_j, over_j, x;

    a[0] = a_i = a_before = a_j = 1;
    j = stored = 0;
    over_j = k;
    while (a_i < n) {
        while (over_j < a_i) {
            a_j = a[++j];
            over_j = a_j <= largest_times_k ? a_j * k : (term) (TERM_MAX + 1);
        }
        a_before = a_i;
        a_i += a_j;
        if (a_i <= kept)
            a[++stored] = a_i;
    }
    if (a_i == n)
        return 0;
    x = n - a_before;       /* greedily: the largest term up to what is left */
    high = j;               /* x < a[high], the a_j of the last step */
    while (x > 0) {
        low = 0;            /* a[low] <= x < a[high] */
        while (high - low > 1) {
            j = low + (high - low) / 2;
            if (a[j] <= x)
                low = j;
            else
                high = j;
        }
        if (x == a[low])
            return a[low];
        x -= a[low];
        high = low;
    }
    return a_before;
}

int main(void)
{
    int cases, number;
    long n, k;
    term move;

    if (scanf("%d", &cases) != 1)
        return 0;
    for (number = 1; number <= cases && scanf("%ld %ld", &n, &k) == 2; ++number) {
        move = first_move((term) n, (term) k);
        if (move == 0)
            printf("Case %d: lose\n", number);
        else
            printf("Case %d: %ld\n", number, (long) move);
    }
    return 0;
}
