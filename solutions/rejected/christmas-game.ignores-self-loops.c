/* Wrong Answer: drops every edge from a node to itself as it reads it; but a self-loop is a cycle of one edge, odd, and worth one edge at its node. */
/*
 * Exposed by 08-self-loops, the only test with self-loops (beyond what the
 * judge's data is known to hold: solutions that skip them are published
 * as accepted): its first case, one self-loop at the root, prints Harry,
 * but Sally deletes the loop and Harry has no move. Everything else,
 * double edges included, is right.
 */
#include <stdio.h>

int head[100], nxt[1000], to[1000], used[500], dep[100], stk[100], oncyc[100], sg[100];

void dfs(int v, int d)
{
    int e, w, j;

    dep[v] = d;
    stk[d] = v;
    for (e = head[v]; e >= 0; e = nxt[e]) {
        if (used[e / 2])
            continue;
        used[e / 2] = 1;
        w = to[e];
        if (dep[w] < 0) {
            dfs(w, d + 1);
            if (!oncyc[w])
                sg[v] ^= sg[w] + 1;
        } else {
            for (j = dep[w] + 1; j <= d; j++)
                oncyc[stk[j]] = 1;
            sg[w] ^= (d - dep[w] + 1) % 2;
        }
    }
}

int main(void)
{
    int n, m, k, a, b, i, x, edges;

    while (scanf("%d", &n) == 1) {
        x = 0;
        while (n--) {
            scanf("%d %d", &m, &k);
            for (i = 1; i <= m; i++) {
                head[i] = -1;
                dep[i] = -1;
                oncyc[i] = sg[i] = 0;
            }
            edges = 0;
            for (i = 0; i < k; i++) {
                scanf("%d %d", &a, &b);
                if (a == b)
                    continue;
                used[edges / 2] = 0;
                to[edges] = b; nxt[edges] = head[a]; head[a] = edges++;
                to[edges] = a; nxt[edges] = head[b]; head[b] = edges++;
            }
            dfs(1, 0);
            x ^= sg[1];
        }
        puts(x ? "Sally" : "Harry");
    }
    return 0;
}
