/* Wrong Answer: uses M % N instead of M % (N + 1), an off-by-one in the Bash-game period (each round of two bids adds exactly N + 1). */
/*
 * Exposed by nearly every line with N < M: the sample's "4 2" must print
 * "1" (4 % 3) and this prints "none" (4 % 2 == 0); "3 2" must print "none"
 * and this prints "1".
 */
#include <stdio.h>

int main(void)
{
    int m, n, i;

    while (scanf("%d %d", &m, &n) == 2) {
        if (n >= m) {
            printf("%d", m);
            for (i = m + 1; i <= n; i++)
                printf(" %d", i);
            printf("\n");
        } else if (m % n == 0) {
            printf("none\n");
        } else {
            printf("%d\n", m % n);
        }
    }
    return 0;
}
