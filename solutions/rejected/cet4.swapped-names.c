/* Wrong Answer: finds the multiples of 3 but gives them to the wrong player (a multiple of 3 is a loss for Kiki, who moves first). */
/*
 * Exposed by every input: the sample's n = 1 must print Kiki, and n = 3
 * must print Cici.
 */
#include <stdio.h>

int main(void)
{
    int n;

    while (scanf("%d", &n) == 1) {
        if (n % 3 == 0)
            puts("Kiki");
        else
            puts("Cici");
    }
    return 0;
}
