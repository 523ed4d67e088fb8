/* Wrong Answer: the right rule, but "a >= 2b" is written a >= 2 * b in int: for b >= 2^30 the product passes 2^31 - 1 and wraps negative, so every pair b < a < 2b with such a b is called won at once. */
/*
 * Exposed by 03-fibonacci-pairs, first at 1836311903 1134903170 (lost:
 * 43 forced moves), whose 2 * 1134903170 wraps negative, and again by
 * 04-bounds: (1073741825, 1073741824) is lost (the only move leaves
 * (1073741824, 1), which is won), but 2 * 1073741824 wraps to
 * -2147483648 and this prints Stan wins. Signed overflow is undefined
 * behaviour; gcc on x86 wraps, as here.
 */
#include <stdio.h>

int main(void)
{
    int a, b, t, stan;

    while (scanf("%d %d", &a, &b) == 2 && (a != 0 || b != 0)) {
        stan = 1;
        for (;;) {
            if (a < b) {
                t = a;
                a = b;
                b = t;
            }
            if (a % b == 0 || a >= 2 * b)
                break;
            a -= b;
            stan = !stan;
        }
        puts(stan ? "Stan wins" : "Ollie wins");
    }
    return 0;
}
