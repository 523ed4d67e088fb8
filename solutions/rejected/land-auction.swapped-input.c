/* Wrong Answer: reads each line as "N M" instead of "M N" (cost first), so the roles of the cost and the largest raise are exchanged. */
/*
 * Exposed by any line with M != N: the sample's "4 2" must print "1" and
 * this prints "2 3 4" (it solves cost 2, raises up to 4).
 */
#include <stdio.h>

int main(void)
{
    int m, n, i;

    while (scanf("%d %d", &n, &m) == 2) {
        if (n >= m) {
            printf("%d", m);
            for (i = m + 1; i <= n; i++)
                printf(" %d", i);
            printf("\n");
        } else if (m % (n + 1) == 0) {
            printf("none\n");
        } else {
            printf("%d\n", m % (n + 1));
        }
    }
    return 0;
}
