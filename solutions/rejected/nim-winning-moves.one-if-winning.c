/* Wrong Answer: prints 1 for every winning position (x != 0) and 0 otherwise, but several piles can hold the top bit of the xor, each giving its own winning move. */
/*
 * Exposed by the first three-pile position with three winning moves in
 * 03-all-three-piles, "1 1 1" (empty any one of the piles); "2 2 2" too.
 */
#include <stdio.h>

int main(void)
{
    int m, i, a, x;

    while (scanf("%d", &m) == 1 && m != 0) {
        x = 0;
        for (i = 0; i < m; i++) {
            scanf("%d", &a);
            x ^= a;
        }
        printf("%d\n", x != 0 ? 1 : 0);
    }
    return 0;
}
