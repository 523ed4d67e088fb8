/* Time Limit Exceeded: computes each Grundy value by a recursion over the out-edges that remembers nothing, so it walks every path from the queried position, and a graph can have exponentially many. */
/*
 * Exposed by 04-bounds, whose dense graph (every position joined to every
 * later one, 200 positions) has 2^198 paths from its top, and by
 * 05-exponentially-many-paths (500 layers of 2 positions, each joined to
 * both positions of the next layer: 2^499 paths). The answers it gives
 * are right; the values of a position's successors go on one global stack,
 * so even a chain of 1000 positions fits in the 1 MiB stack.
 */
#include <stdio.h>

int n, deg[1000], to[1000][1000];
int stk[500000], top;

int sg(int v)
{
    int base = top, i, j, g, val, found;

    for (i = 0; i < deg[v]; i++) {
        val = sg(to[v][i]);
        stk[top++] = val;
    }
    for (g = 0;; g++) {
        found = 0;
        for (j = base; j < top; j++)
            if (stk[j] == g)
                found = 1;
        if (!found)
            break;
    }
    top = base;
    return g;
}

int main(void)
{
    int i, j, m, p, x;

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
