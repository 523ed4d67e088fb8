/* Time Limit Exceeded: plays the game itself, a search over the edges still standing in every graph (a move deletes one edge, and what no longer reaches its root falls), and remembers no position, so it explores every order of play. */
/*
 * Exposed by 02-all-small, 512 graphs of up to 11 edges: a lost position
 * must try every move, and every position below it is searched again
 * along each line of play, up to 11! orders of deleting 11 edges. The
 * sample passes, and the answers are right: the player to move wins iff
 * some move leaves a position the opponent loses.
 */
#include <stdio.h>

#define MAXE 50000

int graph_of[MAXE], ea[MAXE], eb[MAXE], first_edge[100], edge_count[100], graphs;
int alive[MAXE], reach[100][100];

/* Marks the edges of graph g still joined to its root: alive[e] = 1, the
   others of that graph standing but cut off 0 (they fall). */
void fall(int g)
{
    int changed = 1, e, i, m;

    for (i = 1; i < 100; i++)
        reach[g][i] = 0;
    reach[g][1] = 1;
    m = first_edge[g] + edge_count[g];
    while (changed) {
        changed = 0;
        for (e = first_edge[g]; e < m; e++)
            if (alive[e] && (reach[g][ea[e]] || reach[g][eb[e]]) && !(reach[g][ea[e]] && reach[g][eb[e]])) {
                reach[g][ea[e]] = reach[g][eb[e]] = 1;
                changed = 1;
            }
    }
    for (e = first_edge[g]; e < m; e++)
        if (alive[e] && !reach[g][ea[e]])
            alive[e] = 0;
}

/* 1 if the player to move wins; depth counts the moves made */
int wins(int depth)
{
    int e, g, f, result = 0;
    int saved[500];

    for (e = 0; e < MAXE && !result; e++) {
        if (alive[e] != 1)
            continue;
        g = graph_of[e];
        for (f = 0; f < edge_count[g]; f++)
            saved[f] = alive[first_edge[g] + f];
        alive[e] = 0;
        fall(g);
        result = !wins(depth + 1);
        for (f = 0; f < edge_count[g]; f++)
            alive[first_edge[g] + f] = saved[f];
    }
    return result;
}

int main(void)
{
    int n, m, k, i, total;

    while (scanf("%d", &n) == 1) {
        total = 0;
        for (graphs = 0; graphs < n; graphs++) {
            scanf("%d %d", &m, &k);
            first_edge[graphs] = total;
            edge_count[graphs] = k;
            for (i = 0; i < k; i++, total++) {
                scanf("%d %d", &ea[total], &eb[total]);
                graph_of[total] = graphs;
                alive[total] = 1;
            }
        }
        for (i = total; i < MAXE; i++)
            alive[i] = 0;
        puts(wins(0) ? "Sally" : "Harry");
    }
    return 0;
}
