/* Wrong Answer: plays the circle as a line of N beads from the start (first player wins iff g(N) != 0); on a circle the first move cannot leave two pieces, it always leaves one line of N - M. */
/*
 * Exposed by 01-sample: N = 4, M = 2 has g(4) = 2 on a line, but on the
 * circle the first move leaves a line of 2, which abcdxyzk paints.
 */
#include <stdio.h>

static int g[1001];
static int seen[2048];

int main(void)
{
    int t, k, n, m, l, a, v;

    scanf("%d", &t);
    for (k = 1; k <= t; k++) {
        scanf("%d %d", &n, &m);
        for (l = 0; l <= n; l++) {
            for (v = 0; v < 2048; v++)
                seen[v] = 0;
            for (a = 0; a + m <= l; a++)
                seen[g[a] ^ g[l - m - a]] = 1;
            for (v = 0; seen[v]; v++)
                ;
            g[l] = v;
        }
        printf("Case #%d: %s\n", k, g[n] ? "aekdycoin" : "abcdxyzk");
    }
    return 0;
}
