/* Wrong Answer: applies the colon principle to the depth-first search's tree and ignores the edges that close cycles, so a cycle of L edges plays as the path of L - 1 edges the search walked around it. */
/*
 * Exposed by 02-all-small: its second case, a double edge from the root,
 * is a cycle of two, worth nothing, and Harry wins; the search walks one
 * of its edges and never looks at the other, and this prints Sally. A
 * square at the root comes out as a path of 3 edges, worth 3 instead of
 * 0 (04-cycle-lengths has every length). The sample passes: its triangle
 * becomes a path of 2, and 1 xor 3 is not 0 either.
 */
#include <stdio.h>

int head[100], nxt[1000], to[1000], used[500], seen[100], sg[100];

void dfs(int v)
{
    int e, w;

    seen[v] = 1;
    for (e = head[v]; e >= 0; e = nxt[e]) {
        if (used[e / 2])
            continue;
        used[e / 2] = 1;
        w = to[e];
        if (!seen[w]) {
            dfs(w);
            sg[v] ^= sg[w] + 1;
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
                seen[i] = sg[i] = 0;
            }
            edges = 0;
            for (i = 0; i < k; i++) {
                scanf("%d %d", &a, &b);
                used[i] = 0;
                to[edges] = b; nxt[edges] = head[a]; head[a] = edges++;
                to[edges] = a; nxt[edges] = head[b]; head[b] = edges++;
            }
            dfs(1);
            x ^= sg[1];
        }
        puts(x ? "Sally" : "Harry");
    }
    return 0;
}
