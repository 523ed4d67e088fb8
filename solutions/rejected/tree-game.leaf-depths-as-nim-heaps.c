/* Wrong Answer: plays Nim on the depths of the leaves, as if every path from the root to a leaf were a heap of its own; right on paths and stars of paths, wrong once two branches meet below the root. */
/*
 * Exposed by 02-all-trees-up-to-7-vertices: one edge from the root with
 * two leaves under it has leaves at depth 2 and 2, xor 0, so Bob; but
 * its value is (0 + 1 xor 0 + 1) + 1 = 1, and Alice wins by deleting the
 * edge at the root.
 */
#include <stdio.h>

#define MAXN 100001

int head[MAXN], next_edge[2 * MAXN], to[2 * MAXN], depth[MAXN], parent[MAXN], order[MAXN];

int main(void)
{
    int t, n, i, a, b, e, count, edges, x, children;

    scanf("%d", &t);
    while (t--) {
        scanf("%d", &n);
        for (i = 1; i <= n; i++)
            head[i] = -1;
        edges = 0;
        for (i = 1; i < n; i++) {
            scanf("%d %d", &a, &b);
            to[edges] = b; next_edge[edges] = head[a]; head[a] = edges++;
            to[edges] = a; next_edge[edges] = head[b]; head[b] = edges++;
        }
        count = 0;
        order[count++] = 1;
        parent[1] = 0;
        depth[1] = 0;
        x = 0;
        for (i = 0; i < count; i++) {
            children = 0;
            for (e = head[order[i]]; e >= 0; e = next_edge[e])
                if (to[e] != parent[order[i]]) {
                    parent[to[e]] = order[i];
                    depth[to[e]] = depth[order[i]] + 1;
                    order[count++] = to[e];
                    children++;
                }
            if (children == 0)
                x ^= depth[order[i]];
        }
        puts(x ? "Alice" : "Bob");
    }
    return 0;
}
