/* Wrong Answer: fills 60 Fibonacci terms in a signed long: right where long is 64 bits wide (a Linux judge), but HDU's Windows compilers make long 32 bits wide, and there the sums past 1836311903 wrap to values such as 512559680, which are not Fibonacci numbers but are then answered "Second win". */
/*
 * Exposed by 05-wrapped-32-bit-terms, which asks the positive wrapped
 * values (512559680 is 2971215073 + 1836311903 reduced mod 2^32). The
 * judge builds HDU's problems with -m32, as wide as HDU's long; on a
 * 64-bit Linux build this is Accepted. Signed overflow is undefined
 * behaviour; gcc on x86 wraps, as here.
 */
#include <stdio.h>

long f[60];

int main(void)
{
    int i, lose;
    long n;

    f[0] = 1;
    f[1] = 2;
    for (i = 2; i < 60; i++)
        f[i] = f[i - 1] + f[i - 2];
    while (scanf("%ld", &n) == 1 && n != 0) {
        lose = 0;
        for (i = 0; i < 60; i++)
            if (f[i] == n)
                lose = 1;
        puts(lose ? "Second win" : "First win");
    }
    return 0;
}
