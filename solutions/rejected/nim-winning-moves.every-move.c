/* Time Limit Exceeded: tries every move of every pile (each number of stones from 1 to the pile) and tests the xor after it, up to 100 * 10^6 moves a case. */
/*
 * Exposed by 08-many-large-positions: 150 positions of 100 piles from
 * 900000 to 10^6, about 1.4 * 10^10 moves in all. 05-bounds and
 * 07-losing-and-large pass (up to 10^8 moves each). The count it gives is
 * right (a move wins iff the xor of the piles after it is 0); the xor
 * after a move is the xor before it with the old and new pile changed.
 */
#include <stdio.h>

long pile[100];

int main(void)
{
    int m, i;
    long x, take, count;

    while (scanf("%d", &m) == 1 && m != 0) {
        x = 0;
        for (i = 0; i < m; i++) {
            scanf("%ld", &pile[i]);
            x ^= pile[i];
        }
        count = 0;
        for (i = 0; i < m; i++)
            for (take = 1; take <= pile[i]; take++)
                if ((x ^ pile[i] ^ (pile[i] - take)) == 0)
                    count++;
        printf("%ld\n", count);
    }
    return 0;
}
