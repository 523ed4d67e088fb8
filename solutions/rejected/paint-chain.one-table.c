/* Wrong Answer: builds the table of line values once, for the M of the first case, and reuses it for every case; the values belong to one M. */
/*
 * Exposed by 02-all-small and 03-line-traps, whose cases change M.
 */
#include <stdio.h>

static int g[1001];
static int seen[2048];

int main(void)
{
    int t, k, n, m, first = 0, l, a, v;

    scanf("%d", &t);
    for (k = 1; k <= t; k++) {
        scanf("%d %d", &n, &m);
        if (k == 1) {
            first = m;
            for (l = 0; l <= 1000; l++) {
                for (v = 0; v < 2048; v++)
                    seen[v] = 0;
                for (a = 0; a + first <= l; a++)
                    seen[g[a] ^ g[l - first - a]] = 1;
                for (v = 0; seen[v]; v++)
                    ;
                g[l] = v;
            }
        }
        printf("Case #%d: %s\n", k, n >= m && g[n - m] == 0 ? "aekdycoin" : "abcdxyzk");
    }
    return 0;
}
