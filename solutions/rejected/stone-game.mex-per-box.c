/* Time Limit Exceeded: works out each box's values by the mex over its real moves, from the full box down, every time: right, but a box of capacity 10^6 has 10^6 counts, many with up to 10^6 moves. */
/*
 * Exposed by 03-thresholds, whose boxes reach capacities near 10^6. The
 * values it gives are right (the mex of the values one move away).
 */
#include <stdio.h>

int g[1000001];
char seen[1000002];

long value(long s, long c)
{
    long k, d, v, most;

    for (k = s; k >= c; k--) {
        most = k * k < s - k ? k * k : s - k;
        for (d = 1; d <= most; d++)
            seen[g[k + d]] = 1;
        for (v = 0; seen[v]; v++)
            ;
        g[k] = (int)v;
        for (d = 1; d <= most; d++)
            seen[g[k + d]] = 0;
    }
    return g[c];
}

int main(void)
{
    int n, i, k = 0;
    long s, c, x;

    while (scanf("%d", &n) == 1 && n != 0) {
        x = 0;
        for (i = 0; i < n; i++) {
            scanf("%ld %ld", &s, &c);
            x ^= value(s, c);
        }
        printf("Case %d:\n%s\n", ++k, x ? "Yes" : "No");
    }
    return 0;
}
