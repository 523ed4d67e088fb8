/* Wrong Answer: plays it as plain Nim and xors the pile sizes, but with moves restricted to Fibonacci numbers the sizes are not the Grundy values. */
/*
 * Exposed by the sample's second line "1 4 1": 1 ^ 4 ^ 1 = 4, yet sg(4) = 0
 * and the first player loses.
 */
#include <stdio.h>

int main(void)
{
    int m, n, p;

    while (scanf("%d %d %d", &m, &n, &p) == 3 && (m || n || p)) {
        if (m ^ n ^ p)
            puts("Fibo");
        else
            puts("Nacci");
    }
    return 0;
}
