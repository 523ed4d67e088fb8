/* Wrong Answer: follows the rule but never puts the pair in order: with a < b, a % b is a and a / b is 0, so the first pass takes the pair for a forced move, swaps it and flips the winner, whenever the first number is the smaller. */
/*
 * Exposed by 01-sample: "15 24" (Ollie wins) starts with the smaller
 * number, and this prints Stan wins.
 */
#include <stdio.h>

int main(void)
{
    int a, b, t, stan;

    while (scanf("%d %d", &a, &b) == 2 && (a != 0 || b != 0)) {
        stan = 1;
        while (a % b != 0 && a / b < 2) {
            t = a % b;          /* the forced move a - b, as a remainder */
            a = b;
            b = t;
            stan = !stan;
        }
        puts(stan ? "Stan wins" : "Ollie wins");
    }
    return 0;
}
