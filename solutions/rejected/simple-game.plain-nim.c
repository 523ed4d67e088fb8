/* Wrong Answer: xors the pile sizes M_i as in Nim and ignores the caps L_i. */
/*
 * Exposed by 01-sample: "5 4" has xor 5 and prints No, but with at most
 * 4 stones a move the teacher cannot empty the pile and Agrael wins.
 */
#include <stdio.h>

int main(void)
{
    int cases, n, m, l, x;

    if (scanf("%d", &cases) != 1)
        return 0;
    while (cases-- > 0 && scanf("%d", &n) == 1) {
        x = 0;
        while (n-- > 0 && scanf("%d %d", &m, &l) == 2)
            x ^= m;
        puts(x == 0 ? "Yes" : "No");
    }
    return 0;
}
