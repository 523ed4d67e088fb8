/* Wrong Answer: "with N even the second player always mirrors", without the first test K >= N: an even circle the first player can take whole at once is called the second player's. */
/*
 * Exposed by 02-all-small-1: N = 4, K = 4 (and K = 5 ...) print second,
 * but the first player takes all four coins at once.
 */
#include <stdio.h>

int main(void)
{
    int t, i;
    long n, k;

    scanf("%d", &t);
    for (i = 1; i <= t; i++) {
        scanf("%ld %ld", &n, &k);
        if (n % 2 == 0)
            printf("Case %d: second\n", i);
        else if (k == 1 || k >= n)
            printf("Case %d: first\n", i);
        else
            printf("Case %d: second\n", i);
    }
    return 0;
}
