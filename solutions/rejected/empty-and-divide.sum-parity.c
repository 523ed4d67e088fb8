/* Wrong Answer: decides by the parity of a + b (an even total loses), which is right on the both-odd positions and wrong when both counts are even: (2, 2) is won by dividing 2 into 1 and 1. */
/*
 * Exposed by 02-all-small from (2, 2) on, and by the sample's (4, 6).
 */
#include <stdio.h>

int main(void)
{
    long t, a, b;

    if (scanf("%ld", &t) != 1)
        return 0;
    while (t-- > 0 && scanf("%ld %ld", &a, &b) == 2)
        puts((a + b) % 2 == 1 ? "First" : "Second");
    return 0;
}
