/* Wrong Answer: assumes the Grundy values repeat with period 10 (0 1 2 3 0 1 2 3 4 5, true up to 33), but sg(34) = 4, not sg(4) = 0. */
/*
 * Exposed by any case with a pile of 34 or more where the guessed value
 * differs: "1 2 999" in 03-bounds-and-losing-near-bounds (Nacci, this
 * prints Fibo) and "34 1 1" in 04-every-pile-size (sg(34) = 4).
 */
#include <stdio.h>

int main(void)
{
    int sg10[10] = {0, 1, 2, 3, 0, 1, 2, 3, 4, 5};
    int m, n, p;

    while (scanf("%d %d %d", &m, &n, &p) == 3 && (m || n || p)) {
        if (sg10[m % 10] ^ sg10[n % 10] ^ sg10[p % 10])
            puts("Fibo");
        else
            puts("Nacci");
    }
    return 0;
}
