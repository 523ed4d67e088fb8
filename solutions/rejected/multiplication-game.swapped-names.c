/* Wrong Answer: finds the bands but gives them to the wrong player: with n <= 9 left, the first player, Stan, wins. */
/*
 * Exposed by 01-sample: every line is the other name.
 */
#include <stdio.h>

int main(void)
{
    unsigned long n;

    while (scanf("%lu", &n) == 1) {
        while (n > 18)
            n = (n - 1) / 18 + 1;
        puts(n <= 9 ? "Ollie wins." : "Stan wins.");
    }
    return 0;
}
