/* Wrong Answer: finds the multiples of m + 1 but gives them to the wrong player: a multiple of m + 1 is a loss for the player who moves first. */
/*
 * Exposed by 01-sample: "23 2" must print first and "4 3" second; this
 * prints the opposite on every line.
 */
#include <stdio.h>

int main(void)
{
    int c, n, m;

    scanf("%d", &c);
    while (c-- > 0 && scanf("%d %d", &n, &m) == 2)
        puts(n % (m + 1) == 0 ? "first" : "second");
    return 0;
}
