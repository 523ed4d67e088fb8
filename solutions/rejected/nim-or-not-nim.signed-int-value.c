/* Wrong Answer: keeps the values and their xor in a signed int and tests x > 0; the value of a heap of 2^31 - 1 is 2^31, which wraps to a negative number, so a position whose xor has that bit is called lost. */
/*
 * Exposed by 04-bounds: the lone heap 2147483647 has value 2^31 and is won
 * (Alice), but the xor wraps to -2^31 and x > 0 prints Bob. Signed
 * overflow is undefined behaviour; gcc on x86 wraps, as here. With
 * x != 0 the wrapped bits would still give the right answer there.
 */
#include <stdio.h>

int main(void)
{
    int t, n, s, g, x;

    scanf("%d", &t);
    while (t--) {
        scanf("%d", &n);
        x = 0;
        while (n--) {
            scanf("%d", &s);
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
