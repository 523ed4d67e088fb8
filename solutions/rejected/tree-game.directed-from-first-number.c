/* Wrong Answer: takes each edge "I J" as directed from I (the parent) to J (the child), so that a subtree written child first is cut off from the root. */
/*
 * Exposed by 02-all-trees-up-to-7-vertices, whose edges are written either
 * way round: its fourth case, the path 1-3-2 written "3 2" and "3 1", has
 * no edge leaving the root here, so Bob; but Alice deletes the edge at the
 * root and wins. 03-edges-either-way writes whole trees child first.
 */
#include <stdio.h>

#define MAXN 100001

int first_child[MAXN], next_sibling[MAXN], sg[MAXN], order[MAXN];

int main(void)
{
    int t, n, i, a, b, v, c, count;

    scanf("%d", &t);
    while (t--) {
        scanf("%d", &n);
        for (i = 1; i <= n; i++)
            first_child[i] = 0;
        for (i = 1; i < n; i++) {
            scanf("%d %d", &a, &b);
            next_sibling[b] = first_child[a];
            first_child[a] = b;
        }
        count = 0;
        order[count++] = 1;
        for (i = 0; i < count; i++)
            for (c = first_child[order[i]]; c; c = next_sibling[c])
                order[count++] = c;
        for (i = count - 1; i >= 0; i--) {
            v = order[i];
            sg[v] = 0;
            for (c = first_child[v]; c; c = next_sibling[c])
                sg[v] ^= sg[c] + 1;
        }
        puts(sg[1] ? "Alice" : "Bob");
    }
    return 0;
}
