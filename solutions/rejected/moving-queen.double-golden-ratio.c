/* Wrong Answer: computes a_k = floor(k * (1 + sqrt(5)) / 2) in double precision, which rounds up to the wrong integer at k = 102334155 and 13 other k below the bound. */
/*
 * Exposed by the losing pairs (a_k, a_k + k) whose k is one of those 14,
 * the first being 165580140 267914295 (k = 102334155: answer 0, this
 * prints 1) and its neighbour 165580141 267914296 (answer 1, this prints
 * 0); testdata/moving-queen/04-golden-edge asks all of them. Every pair
 * with k < 102334155 comes out right, so the judges' data accepts it.
 */
#include <stdio.h>
#include <math.h>

int main(void)
{
    int a, b, t, k;

    while (scanf("%d %d", &a, &b) == 2) {
        if (a > b) {
            t = a;
            a = b;
            b = t;
        }
        k = b - a;
        if (a == (int)floor(k * (1 + sqrt(5.0)) / 2))
            puts("0");
        else
            puts("1");
    }
    return 0;
}
