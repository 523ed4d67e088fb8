/* Wrong Answer: its search skips the node it came from rather than the edge it came along, so the second edge of a double edge is never seen: a cycle of two (worth nothing) is taken for one edge (worth 1). */
/*
 * Exposed by 02-all-small: its second case, a double edge alone from the
 * root, prints Sally, but whichever edge Sally deletes, Harry deletes the
 * other and wins. 03-parallel-edges has double edges wherever taking one
 * for an edge changes who wins. The cycles of three edges or more, and
 * self-loops, come out right.
 */
#include <stdio.h>
#include <string.h>

int adj[100][1000], deg[100], dep[100], onpath[100], oncyc[100], stk[100], sg[100];

void dfs(int v, int from, int d)
{
    int i, w, j;

    dep[v] = d;
    stk[d] = v;
    onpath[v] = 1;
    for (i = 0; i < deg[v]; i++) {
        w = adj[v][i];
        if (w == from)
            continue;
        if (dep[w] < 0) {
            dfs(w, v, d + 1);
            if (!oncyc[w])
                sg[v] ^= sg[w] + 1;
        } else if (onpath[w]) {
            for (j = dep[w] + 1; j <= d; j++)
                oncyc[stk[j]] = 1;
            sg[w] ^= (d - dep[w] + 1) % 2;
        }
    }
    onpath[v] = 0;
}

int main(void)
{
    int n, m, k, a, b, i, x;

    while (scanf("%d", &n) == 1) {
        x = 0;
        while (n--) {
            scanf("%d %d", &m, &k);
            memset(deg, 0, sizeof deg);
            for (i = 1; i <= m; i++) {
                dep[i] = -1;
                oncyc[i] = sg[i] = onpath[i] = 0;
            }
            for (i = 0; i < k; i++) {
                scanf("%d %d", &a, &b);
                adj[a][deg[a]++] = b;
                if (a != b)
                    adj[b][deg[b]++] = a;
            }
            dfs(1, 0, 0);
            x ^= sg[1];
        }
        puts(x ? "Sally" : "Harry");
    }
    return 0;
}
