/* Wrong Answer: finds the lost piles right but answers with the LARGEST term of n's sum of them; the smallest winning first move is the smallest term: taking the largest leaves the opponent a pile that is a sum of the other terms, which they win. */
/*
 * Exposed by 01-sample: 11 = 8 + 2 + 1 with k = 1, so it prints 8 where
 * the answer is 1: after 8 are taken, the opponent may take up to 8 and
 * takes the 3 left.
 */
#include <stdio.h>

long a[800000], b[800000];

int main(void)
{
    int t, c;
    long n, k, i, j, x;

    scanf("%d", &t);
    for (c = 1; c <= t; c++) {
        scanf("%ld %ld", &n, &k);
        a[0] = b[0] = 1;
        i = 0;
        j = 0;
        while (a[i] < n) {
            i++;
            a[i] = b[i - 1] + 1;
            while (a[j + 1] * k < a[i])
                j++;
            b[i] = a[j] * k < a[i] ? b[j] + a[i] : a[i];
        }
        if (a[i] == n) {
            printf("Case %d: lose\n", c);
            continue;
        }
        while (a[i] > n)
            i--;
        x = a[i];
        printf("Case %d: %ld\n", c, x);
    }
    return 0;
}
