/* Wrong Answer: xors each occupied square once, as if a square held at most one piece; two pieces on one square are two equal heaps, which cancel, and three count once. */
/*
 * Exposed by 03-bounds: "2 / 5 5" prints Rabbit Win! (5 counted once),
 * but the second player copies every move on the other piece.
 */
#include <stdio.h>

int main(void)
{
    static char seen[1001];
    int m, k, x, i;

    while (scanf("%d", &m) == 1 && m != 0) {
        for (i = 0; i <= 1000; i++)
            seen[i] = 0;
        x = 0;
        while (m-- > 0 && scanf("%d", &k) == 1) {
            if (!seen[k])
                x ^= k;
            seen[k] = 1;
        }
        puts(x != 0 ? "Rabbit Win!" : "Grass Win!");
    }
    return 0;
}
