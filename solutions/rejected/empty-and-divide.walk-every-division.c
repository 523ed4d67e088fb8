/* Time Limit Exceeded: knows that both-odd positions are lost, but looks for a winning move by walking every division of each box, and for a both-odd position none exists: 10^9 steps for one position near the bound. */
/*
 * Exposed by 03-bounds (odd counts such as 999999999 paired) and
 * 04-large-odd-pairs (fifty positions of two odd counts near 10^9), each
 * walked to the end twice. An even box is found at once (its division
 * 1 + (n - 1) wins), so small tests pass, and the answers are right.
 */
#include <stdio.h>

/* 1 if some division of a box of n counters leaves two odd counts */
static int divides_into_odd(long n)
{
    long c;

    for (c = n / 2; c >= 1; c--)
        if (c % 2 == 1 && (n - c) % 2 == 1)
            return 1;
    return 0;
}

int main(void)
{
    long t, a, b;

    if (scanf("%ld", &t) != 1)
        return 0;
    while (t-- > 0 && scanf("%ld %ld", &a, &b) == 2)
        puts(divides_into_odd(a) || divides_into_odd(b) ? "First" : "Second");
    return 0;
}
