/* Runtime Error: keeps the terms in arrays of 100010, the size many copies use (k is at most 10^5), but for k = 10^5 the terms below 10^8 number 748551, and the arrays overflow. */
/*
 * Exposed by 14-largest-k: n near 10^8 with k = 10^5 writes past the end
 * of both arrays, into memory the program does not have. The answers it
 * gives for smaller piles are right.
 */
#include <stdio.h>

long a[100010], b[100010];

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
        x = n;
        while (x) {
            while (a[i] > x)
                i--;
            x -= a[i];
        }
        printf("Case %d: %ld\n", c, a[i]);
    }
    return 0;
}
