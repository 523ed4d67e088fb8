/* Wrong Answer: takes as a cycle's length the number of its nodes other than the one it hangs from (the nodes popped off the search's stack), one less than its edges, so the parity is backwards: even cycles count as an edge and odd ones as nothing. */
/*
 * Exposed by 01-sample: the triangle 2-3-4 has two nodes besides node 2,
 * so it counts as even and the second graph as a single edge, value 1;
 * with the first graph's 1 the xor is 0 and it prints Harry, but the
 * triangle is odd, the second graph's value 2, and Sally wins.
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
            sg[w] ^= (d - dep[w]) % 2;
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
                used[i] = 0;
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
