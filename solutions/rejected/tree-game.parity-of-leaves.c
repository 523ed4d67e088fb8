/* Wrong Answer: decides by the parity of the number of leaves (Alice iff it is odd), which is right on stars and on the sample, but not once paths of different lengths hang from the root. */
/*
 * Exposed by 02-all-trees-up-to-7-vertices: two paths of 1 and 2 edges
 * from the root have two leaves, so Bob here; but the tree's value is
 * 1 xor 2 = 3, and Alice wins by shortening the longer path to one edge.
 */
#include <stdio.h>

#define MAXN 100001

int degree[MAXN];

int main(void)
{
    int t, n, i, a, b, leaves;

    scanf("%d", &t);
    while (t--) {
        scanf("%d", &n);
        for (i = 1; i <= n; i++)
            degree[i] = 0;
        for (i = 1; i < n; i++) {
            scanf("%d %d", &a, &b);
            degree[a]++;
            degree[b]++;
        }
        leaves = 0;
        for (i = 2; i <= n; i++)
            if (degree[i] == 1)
                leaves++;
        puts(leaves % 2 == 1 ? "Alice" : "Bob");
    }
    return 0;
}
