/* Wrong Answer: tests K > N where it must test K >= N: with K = N the first player takes the whole circle at once. */
/*
 * Exposed by 02-all-small-1: N = 3, K = 3 prints second, but the three
 * coins form one run the first player takes.
 */
#include <stdio.h>

int main(void)
{
    int t, i;
    long n, k;

    scanf("%d", &t);
    for (i = 1; i <= t; i++) {
        scanf("%ld %ld", &n, &k);
        if (k > n || (k == 1 && n % 2 == 1))
            printf("Case %d: first\n", i);
        else
            printf("Case %d: second\n", i);
    }
    return 0;
}
