/* Wrong Answer: decides by n % m == 0, but a move takes up to m stones, so the lost piles are the multiples of m + 1, not of m. */
/*
 * Exposed by 01-sample: "4 3" has 4 % 3 = 1 and prints first, but the first
 * player loses (4 = 3 + 1). Also "3 3" (m = n: take everything) prints second.
 */
#include <stdio.h>

int main(void)
{
    int c, n, m;

    scanf("%d", &c);
    while (c-- > 0 && scanf("%d %d", &n, &m) == 2)
        puts(n % m == 0 ? "second" : "first");
    return 0;
}
