/* Wrong Answer: takes the Nim product for multiplication without carries (shift and xor, the product of polynomials over two elements), by analogy with Nim addition, which is addition without carries; but 2 (*) 2 = 3, not 4. */
/*
 * Exposed by 02-all-small-1: lights at (1, 1) and (2, 3) are both worth 1
 * (2 (*) 3 = 1), a loss, but the carry-less products 1 and 6 xor to 7 and
 * print "Have a try, lxhgww.". 09-products holds more pairs of equal Nim
 * products. The sample passes: 2 ^ 2 = 0, and 1 ^ 4 is not 0 either.
 */
#include <stdio.h>

int clmul(int x, int y)
{
    int s = 0;

    for (; x; x >>= 1, y <<= 1)
        if (x & 1)
            s ^= y;
    return s;
}

int main(void)
{
    int t, n, x, y, s;

    scanf("%d", &t);
    while (t--) {
        scanf("%d", &n);
        s = 0;
        while (n--) {
            scanf("%d %d", &x, &y);
            s ^= clmul(x, y);
        }
        puts(s ? "Have a try, lxhgww." : "Don't waste your time.");
    }
    return 0;
}
