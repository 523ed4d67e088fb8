/* Time Limit Exceeded: finds the children of each vertex by scanning the whole list of edges, O(N^2) for a tree of N vertices; the values (the colon principle) and so the answers are right. */
/*
 * Exposed by 06-path-of-100000: 10^5 vertices, each of which scans all
 * 99999 edges, some 10^10 steps. Every file before it, whose trees have at
 * most 1000 vertices, passes.
 */
#include <stdio.h>

#define MAXN 100001

int from[MAXN], to[MAXN], parent[MAXN], order[MAXN], sg[MAXN];

int main(void)
{
    int t, n, i, j, v, count;

    scanf("%d", &t);
    while (t--) {
        scanf("%d", &n);
        for (i = 1; i < n; i++)
            scanf("%d %d", &from[i], &to[i]);
        count = 0;
        order[count++] = 1;
        parent[1] = 0;
        for (i = 0; i < count; i++) {
            v = order[i];
            for (j = 1; j < n; j++) {
                if (from[j] == v && to[j] != parent[v]) {
                    parent[to[j]] = v;
                    order[count++] = to[j];
                } else if (to[j] == v && from[j] != parent[v]) {
                    parent[from[j]] = v;
                    order[count++] = from[j];
                }
            }
        }
        for (i = 1; i <= n; i++)
            sg[i] = 0;
        for (i = count - 1; i > 0; i--)
            sg[parent[order[i]]] ^= sg[order[i]] + 1;
        puts(sg[1] ? "Alice" : "Bob");
    }
    return 0;
}
