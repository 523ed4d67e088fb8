/* Wrong Answer: plays the misère rule for small positions (when no piece stands beyond square 1, the player who must leave the last piece on 0 is said to win), but the last mover wins here, plain Nim. */
/*
 * Exposed by 03-bounds: "1 / 1" prints Grass Win!, but Rabbit moves the
 * one piece to square 0 and has made the last move.
 */
#include <stdio.h>

int main(void)
{
    int m, k, x, big, ones;

    while (scanf("%d", &m) == 1 && m != 0) {
        x = 0;
        big = 0;
        ones = 0;
        while (m-- > 0 && scanf("%d", &k) == 1) {
            x ^= k;
            if (k > 1)
                big = 1;
            if (k == 1)
                ones++;
        }
        if (big)
            puts(x != 0 ? "Rabbit Win!" : "Grass Win!");
        else
            puts(ones % 2 == 0 ? "Rabbit Win!" : "Grass Win!");
    }
    return 0;
}
