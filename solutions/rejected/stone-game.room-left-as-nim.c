/* Wrong Answer: takes every box for a Nim heap of the room left, s - c; that is right only above the box's threshold t, where a move can fill any part of the room: an empty box has room but no move. */
/*
 * Exposed by 02-all-small: its first case, the one box "1 0", has room
 * for a stone but no move (0^2 = 0), and this prints Yes. The sample
 * passes: its first case's xor changes from 4 to 6, still not 0.
 */
#include <stdio.h>

int main(void)
{
    int n, i, k = 0;
    long s, c, x;

    while (scanf("%d", &n) == 1 && n != 0) {
        x = 0;
        for (i = 0; i < n; i++) {
            scanf("%ld %ld", &s, &c);
            x ^= s - c;
        }
        printf("Case %d:\n%s\n", ++k, x ? "Yes" : "No");
    }
    return 0;
}
