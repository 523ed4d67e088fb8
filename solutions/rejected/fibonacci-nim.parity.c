/* Wrong Answer: guesses from small piles that the first player loses on odd n; the losing piles are the Fibonacci numbers, of either parity. */
/*
 * Exposed by the sample's first line: n = 2 is even, yet the first player
 * loses ("Second win"); and by n = 7 (odd, "First win") in 02-all-small.
 */
#include <stdio.h>

int main(void)
{
    long n;

    while (scanf("%ld", &n) == 1 && n != 0)
        puts(n % 2 == 1 ? "Second win" : "First win");
    return 0;
}
