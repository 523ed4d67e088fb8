/* Wrong Answer: plays every k as k = 2 (Fibonacci Nim, whose lost piles are the Fibonacci numbers and whose winning move is the smallest term of the Zeckendorf sum); the lost piles depend on k: powers of two for k = 1, and sparser sequences for larger k. */
/*
 * Exposed by 01-sample: 16 with k = 1 is a power of two, lost, but not a
 * Fibonacci number, so it prints a move (3, from 16 = 13 + 3).
 */
#include <stdio.h>

int main(void)
{
    int t, c, i, m;
    long n, k, f[60], x;

    f[0] = 1;
    f[1] = 2;
    for (m = 2; m < 60 && f[m - 1] <= 100000000L; m++)
        f[m] = f[m - 1] + f[m - 2];
    scanf("%d", &t);
    for (c = 1; c <= t; c++) {
        scanf("%ld %ld", &n, &k);
        x = n;
        for (i = m - 1; i >= 0; i--)
            if (f[i] <= x) {
                x -= f[i];
                if (x == 0)
                    break;
            }
        if (f[i] == n)
            printf("Case %d: lose\n", c);
        else
            printf("Case %d: %ld\n", c, f[i]);
    }
    return 0;
}
