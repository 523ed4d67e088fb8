/* Wrong Answer: decides by the parity of the sum of the squares, as if every move went one square left; a move may go any distance. */
/*
 * Exposed by 01-sample: 3 + 5 = 8 is even and prints Grass Win!, but
 * Rabbit wins (3 xor 5 = 6).
 */
#include <stdio.h>

int main(void)
{
    int m, k, sum;

    while (scanf("%d", &m) == 1 && m != 0) {
        sum = 0;
        while (m-- > 0 && scanf("%d", &k) == 1)
            sum += k;
        puts(sum % 2 != 0 ? "Rabbit Win!" : "Grass Win!");
    }
    return 0;
}
