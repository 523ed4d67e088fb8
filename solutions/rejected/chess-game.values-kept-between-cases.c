/* Wrong Answer: memoises the Grundy values in an array set to "unknown" once, before the first test case, so a later case reuses the values of an earlier graph for every position it had computed. */
/*
 * Exposed by 02-all-small, whose 572 graphs come one after another: the
 * second graph (two positions, no edge) gives g(1) = 0, which the third
 * ("1 -> 0") keeps where it is 1, so one chessman on 1 prints LOSE instead
 * of WIN. The sample passes by luck.
 */
#include <stdio.h>
#include <string.h>

int n, deg[1000], to[1000][1000], memo[1000];
long seen[1001], stamp;

int sg(int v)
{
    int i, g;

    if (memo[v] >= 0)
        return memo[v];
    for (i = 0; i < deg[v]; i++)
        sg(to[v][i]);
    stamp++;
    for (i = 0; i < deg[v]; i++)
        seen[memo[to[v][i]]] = stamp;
    for (g = 0; seen[g] == stamp; g++)
        ;
    return memo[v] = g;
}

int main(void)
{
    int i, j, m, p, x;

    memset(memo, -1, sizeof memo);
    while (scanf("%d", &n) == 1) {
        for (i = 0; i < n; i++) {
            scanf("%d", &deg[i]);
            for (j = 0; j < deg[i]; j++)
                scanf("%d", &to[i][j]);
        }
        while (scanf("%d", &m) == 1 && m != 0) {
            x = 0;
            for (i = 0; i < m; i++) {
                scanf("%d", &p);
                x ^= sg(p);
            }
            puts(x ? "WIN" : "LOSE");
        }
    }
    return 0;
}
