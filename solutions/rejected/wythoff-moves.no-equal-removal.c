/* Wrong Answer: lists only the moves that take from one pile and forgets the move that takes the same number from both piles, so it misses that winning position (and prints a bare 1 when it is the only winning move). */
/*
 * Exposed by the sample's second position "5 8": taking one from each pile
 * leaves "4 7", which must come first; this prints only "3 5". Positions
 * like "1 1" (only "0 0" wins, by the equal removal) print a bare "1".
 */
#include <stdio.h>

#define N 1000000

static long other[N + 1];

int main(void)
{
    long a, b, x, k, px, py, qx, qy;
    int p, q;

    for (x = 0; x <= N; x++)
        other[x] = -1;
    k = 0;
    for (x = 0; x <= N; x++)
        if (other[x] < 0) {
            other[x] = x + k;
            if (x + k <= N)
                other[x + k] = x;
            k++;
        }
    while (scanf("%ld %ld", &a, &b) == 2 && (a != 0 || b != 0)) {
        if (other[a] == b) {
            printf("0\n");
            continue;
        }
        printf("1\n");
        p = other[a] < b;                     /* keep a, take from b */
        px = other[a] < a ? other[a] : a;
        py = other[a] < a ? a : other[a];
        q = other[b] < a;                     /* keep b, take from a */
        qx = other[b];
        qy = b;
        if (p && q && (qx < px || (qx == px && qy < py))) {
            printf("%ld %ld\n", qx, qy);
            q = 0;
        }
        if (p)
            printf("%ld %ld\n", px, py);
        if (q && !(p && qx == px && qy == py))
            printf("%ld %ld\n", qx, qy);
    }
    return 0;
}
