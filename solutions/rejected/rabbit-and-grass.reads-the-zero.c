/* Wrong Answer: reads cases until end of file and answers the 0 that ends the input as a case of no pieces: one line too many. */
/*
 * Exposed by 01-sample: a third line, Grass Win!, for the final 0.
 */
#include <stdio.h>

int main(void)
{
    int m, k, x;

    while (scanf("%d", &m) == 1) {
        x = 0;
        while (m-- > 0 && scanf("%d", &k) == 1)
            x ^= k;
        puts(x != 0 ? "Rabbit Win!" : "Grass Win!");
    }
    return 0;
}
