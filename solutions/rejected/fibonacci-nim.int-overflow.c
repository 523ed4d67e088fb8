/* Wrong Answer: fills 60 Fibonacci terms in signed 32-bit int; past 1836311903 the sums overflow and wrap to values such as 512559680, which are not Fibonacci numbers but are then answered "Second win". */
/*
 * Exposed by 05-wrapped-32-bit-terms, which asks the positive wrapped
 * values (512559680 is 2971215073 + 1836311903 reduced mod 2^32). Signed
 * overflow is undefined behaviour; gcc on x86 wraps, as here.
 */
#include <stdio.h>

int f[60];

int main(void)
{
    int i, n, lose;

    f[0] = 1;
    f[1] = 2;
    for (i = 2; i < 60; i++)
        f[i] = f[i - 1] + f[i - 2];
    while (scanf("%d", &n) == 1 && n != 0) {
        lose = 0;
        for (i = 0; i < 60; i++)
            if (f[i] == n)
                lose = 1;
        puts(lose ? "Second win" : "First win");
    }
    return 0;
}
