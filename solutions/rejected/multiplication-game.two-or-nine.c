/* Wrong Answer: lets a move multiply by 2 or by 9 only (the "2 OR 9" misreading of "2 to 9" a UVa board post owns up to), searched exactly; the factors 3 to 8 change the outcome. */
/*
 * Exposed by 06-two-or-nine-ranges (and 02-all-small): n = 37 prints
 * Ollie, but Stan wins with the factors 2 to 9 (the misread game differs
 * on 37..72 and 649..1296 among others).
 */
#include <stdio.h>

/* 1 if the mover at p wins when a move multiplies by 2 or 9 */
static int wins(unsigned long p, unsigned long n)
{
    if (p >= (n + 8) / 9)
        return 1;
    return !wins(2 * p, n) || !wins(9 * p, n);
}

int main(void)
{
    unsigned long n;

    while (scanf("%lu", &n) == 1)
        puts(wins(1, n) ? "Stan wins." : "Ollie wins.");
    return 0;
}
