/* Wrong Answer: computes the line's values right but forgets the case N < M, where nobody can paint at all; it reads the table at N - M < 0 as the value 0 of an empty line and calls aekdycoin the winner. */
/*
 * Exposed by 04-short-circles: N = 1, M = 2 has no move, abcdxyzk wins.
 */
#include <stdio.h>

static int g[1001];
static int seen[2048];

int main(void)
{
    int t, k, n, m, l, a, v, len;

    scanf("%d", &t);
    for (k = 1; k <= t; k++) {
        scanf("%d %d", &n, &m);
        len = n - m;
        for (l = 0; l <= len; l++) {
            for (v = 0; v < 2048; v++)
                seen[v] = 0;
            for (a = 0; a + m <= l; a++)
                seen[g[a] ^ g[l - m - a]] = 1;
            for (v = 0; seen[v]; v++)
                ;
            g[l] = v;
        }
        printf("Case #%d: %s\n", k, len < 0 || g[len] == 0 ? "aekdycoin" : "abcdxyzk");
    }
    return 0;
}
