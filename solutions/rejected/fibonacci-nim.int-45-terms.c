/* Wrong Answer: a table of 45 ints from 1, 1 stops at F45 = 1134903170, so the last Fibonacci number below 2^31, 1836311903, is missing and gets "First win". */
/*
 * Exposed by n = 1836311903 in 03-fibonacci-numbers-and-neighbours and
 * 04-bounds (answer "Second win"). Every smaller Fibonacci number is in the
 * table, so everything else comes out right.
 */
#include <stdio.h>

int main(void)
{
    int f[45], i, n, lose;

    f[0] = f[1] = 1;
    for (i = 2; i < 45; i++)
        f[i] = f[i - 1] + f[i - 2];
    while (scanf("%d", &n) == 1 && n != 0) {
        lose = 0;
        for (i = 0; i < 45; i++)
            if (f[i] == n)
                lose = 1;
        puts(lose ? "Second win" : "First win");
    }
    return 0;
}
