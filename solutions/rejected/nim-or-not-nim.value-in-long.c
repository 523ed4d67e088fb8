/* Wrong Answer: keeps the values and their xor in a signed long and tests x > 0; right where long is 64 bits wide (a Linux judge), but HDU's Windows compilers make long 32 bits wide, and there the value 2^31 of a heap of 2^31 - 1 wraps negative, so a position whose xor has that bit is called lost. */
/*
 * Exposed by 04-bounds: the lone heap 2147483647 has value 2^31 and is won
 * (Alice); in a 32-bit long the value wraps to -2^31 and x > 0 prints Bob.
 * The judge builds HDU's problems with -m32, as wide as HDU's long; on a
 * 64-bit Linux build this is Accepted. Signed overflow is undefined
 * behaviour; gcc on x86 wraps, as here.
 */
#include <stdio.h>

int main(void)
{
    int t, n;
    long s, g, x;

    scanf("%d", &t);
    while (t--) {
        scanf("%d", &n);
        x = 0;
        while (n--) {
            scanf("%ld", &s);
            if (s % 4 == 3)
                g = s + 1;
            else if (s % 4 == 0)
                g = s - 1;
            else
                g = s;
            x ^= g;
        }
        puts(x > 0 ? "Alice" : "Bob");
    }
    return 0;
}
