/* Wrong Answer: xors the positions themselves, as if each chessman were a Nim pile; only the free grids inside the pairs count. */
/*
 * Exposed by 02-all-small-1, first at one chessman on grid 1: the xor is 1,
 * but it cannot move and Georgia loses; "1 2" (xor 3) too. The sample
 * passes by chance (1 ^ 2 ^ 3 = 0, and the second board's xor is 31).
 */
#include <stdio.h>

int main(void)
{
    int t, n, p, x;

    scanf("%d", &t);
    while (t--) {
        scanf("%d", &n);
        x = 0;
        while (n--) {
            scanf("%d", &p);
            x ^= p;
        }
        puts(x ? "Georgia will win" : "Bob will win");
    }
    return 0;
}
