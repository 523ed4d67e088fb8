/* Wrong Answer: borrows the mirror strategy of two-pile games and says equal boxes lose, but here a move does not leave the boxes to copy: (2, 2) is won, and (1, 3) is lost though the boxes differ. */
/*
 * Exposed by the sample's (3, 5), a loss with different counts.
 */
#include <stdio.h>

int main(void)
{
    long t, a, b;

    if (scanf("%ld", &t) != 1)
        return 0;
    while (t-- > 0 && scanf("%ld %ld", &a, &b) == 2)
        puts(a != b ? "First" : "Second");
    return 0;
}
