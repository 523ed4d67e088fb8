/* Wrong Answer: assumes the winning bid must bring the price to exactly M, so when N >= M it prints only M, though every bid from M to N buys the land. */
/*
 * Exposed by any line with N > M: the sample's "3 5" must print "3 4 5"
 * and this prints "3". Lines with N <= M come out right.
 */
#include <stdio.h>

int main(void)
{
    int m, n;

    while (scanf("%d %d", &m, &n) == 2) {
        if (n >= m)
            printf("%d\n", m);            /* only the bid that lands on M */
        else if (m % (n + 1) == 0)
            printf("none\n");
        else
            printf("%d\n", m % (n + 1));
    }
    return 0;
}
