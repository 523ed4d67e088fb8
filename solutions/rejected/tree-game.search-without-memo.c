/* Time Limit Exceeded: plays the game itself, a search over the edges still standing (each move deletes an edge and whatever falls with it), and remembers no position, so it explores every order of play. */
/*
 * Exposed by 03-edges-either-way, whose random trees reach 100 vertices:
 * a lost position must try every move, and every position below it is
 * searched again along each line of play (a path of n edges alone leaves
 * any shorter one, each searched again in full: 2^(n-1) lines of play).
 * The trees of up to 7 vertices before it pass, and the answers are right:
 * the player to move wins iff some move leaves a position the opponent
 * loses.
 */
#include <stdio.h>

#define MAXN 100001

int head[MAXN], next_edge[2 * MAXN], to[2 * MAXN], parent[MAXN], order[MAXN], n;
int standing[MAXN];     /* 1: the edge from v up to its parent stands; d + 2: it fell at depth d */

/* 1 if the player to move wins with the edges standing[] left; depth
   counts the moves made so far */
int wins(int depth)
{
    int i, j, w, fell = depth + 2, result = 0;

    for (i = 1; i < n && !result; i++) {
        if (standing[order[i]] != 1)
            continue;
        /* delete the edge above order[i]: what hangs below it falls too
           (order is breadth first, so a parent comes before its children) */
        standing[order[i]] = fell;
        for (j = i + 1; j < n; j++) {
            w = order[j];
            if (standing[w] == 1 && standing[parent[w]] == fell)
                standing[w] = fell;
        }
        result = !wins(depth + 1);
        for (j = i; j < n; j++)
            if (standing[order[j]] == fell)
                standing[order[j]] = 1;
    }
    return result;
}

int main(void)
{
    int t, i, a, b, e, count, edges;

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
        standing[1] = 0;
        for (i = 2; i <= n; i++)
            standing[i] = 1;
        puts(wins(0) ? "Alice" : "Bob");
    }
    return 0;
}
