/* Wrong Answer: forgets the + 1 of the colon principle and takes a vertex's value as the plain xor of its children's values; every value is then 0, and Bob always wins. */
/*
 * Exposed by 01-sample: the first case, a path of two edges, prints Bob,
 * but Alice deletes the edge at the root and wins.
 */
#include <stdio.h>

#define MAXN 100001

int head[MAXN], next_edge[2 * MAXN], to[2 * MAXN], sg[MAXN], parent[MAXN], order[MAXN];

int main(void)
{
    int t, n, i, a, b, v, e, count, edges;

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
        for (i = 0; i < count; i++)
            for (e = head[order[i]]; e >= 0; e = next_edge[e])
                if (to[e] != parent[order[i]]) {
                    parent[to[e]] = order[i];
                    order[count++] = to[e];
                }
        for (i = 1; i <= n; i++)
            sg[i] = 0;
        for (i = count - 1; i > 0; i--) {
            v = order[i];
            sg[parent[v]] ^= sg[v];
        }
        puts(sg[1] ? "Alice" : "Bob");
    }
    return 0;
}
