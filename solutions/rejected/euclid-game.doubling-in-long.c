/* Wrong Answer: the right rule, with "a >= 2b" written a >= 2 * b in a signed long: right where long is 64 bits wide (a Linux judge), but HDU's and POJ's Windows compilers make long 32 bits wide, and there the product passes 2^31 - 1 for b >= 2^30 and wraps negative, so every pair b < a < 2b with such a b is called won at once. */
/*
 * Exposed by 03-fibonacci-pairs, first at 1836311903 1134903170 (lost:
 * 43 forced moves), and by 04-bounds: (1073741825, 1073741824) is lost,
 * but in a 32-bit long 2 * 1073741824 wraps to -2147483648 and this
 * prints Stan wins. The judge builds HDU's and POJ's problems with -m32,
 * as wide as their long; on a 64-bit Linux build this is Accepted. Signed
 * overflow is undefined behaviour; gcc on x86 wraps, as here.
 */
#include <stdio.h>

int main(void)
{
    long a, b, t;
    int stan;

    while (scanf("%ld %ld", &a, &b) == 2 && (a != 0 || b != 0)) {
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
