/* Time Limit Exceeded: searches the game tree from p = 1 with no memory, trying the factors from 2 up; right, but a losing position is searched through all its 8 moves, and the tree has billions of nodes for large n. */
/*
 * Exposed by 04-bounds and 07-above-two-to-the-31, whose n near 2^32
 * make the search visit some 8^10 positions each.
 */
#include <stdio.h>

/* 1 if the mover at p wins against the target n */
static int wins(unsigned long p, unsigned long n)
{
    unsigned long d;

    for (d = 2; d <= 9; d++)
        if (p >= (n - 1) / d + 1 || !wins(d * p, n))
            return 1;
    return 0;
}

int main(void)
{
    unsigned long n;

    while (scanf("%lu", &n) == 1)
        puts(wins(1, n) ? "Stan wins." : "Ollie wins.");
    return 0;
}
