/* Wrong Answer: builds the Fibonacci numbers only while they are at most 10^9 (a bound read from a different problem), so 1134903170 and 1836311903 are missing and get "First win". */
/*
 * Exposed by n = 1134903170 in 03-fibonacci-numbers-and-neighbours (and
 * 04-bounds); 1836311903 fails the same way.
 */
#include <stdio.h>

int main(void)
{
    long f[64], n;
    int k, i, lose;

    f[0] = 1;
    f[1] = 2;
    k = 2;
    while (f[k - 1] + f[k - 2] <= 1000000000L) {
        f[k] = f[k - 1] + f[k - 2];
        k++;
    }
    while (scanf("%ld", &n) == 1 && n != 0) {
        lose = 0;
        for (i = 0; i < k; i++)
            if (f[i] == n)
                lose = 1;
        puts(lose ? "Second win" : "First win");
    }
    return 0;
}
