/* Wrong Answer: the exact isqrt formula a_k = (k + isqrt(5 k^2)) / 2 stores the result in long long but computes 5 * k * k in int, which overflows once k > 20724. */
/*
 * Exposed by losing pairs whose difference k exceeds 20724, e.g.
 * "618033955 999999946" in testdata/moving-queen/03 (answer 0, this prints
 * 1) and every pair of 04-golden-edge; winning pairs mostly still print 1
 * by luck, and every small pair (02-all-small) comes out right.
 */
#include <stdio.h>
#include <math.h>

int main(void)
{
    int a, b, t, k;
    long long sq, s;

    while (scanf("%d %d", &a, &b) == 2) {
        if (a > b) {
            t = a;
            a = b;
            b = t;
        }
        k = b - a;
        sq = 5 * k * k;                 /* int * int: overflows before widening */
        s = (long long)sqrt((double)sq);
        while (s > 0 && s * s > sq)
            s--;
        while ((s + 1) * (s + 1) <= sq)
            s++;
        if (a == (k + s) / 2)
            puts("0");
        else
            puts("1");
    }
    return 0;
}
