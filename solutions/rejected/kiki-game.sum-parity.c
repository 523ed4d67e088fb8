/* Wrong Answer: decides by the parity of n + m (even -> kiki loses), but a board with n and m both even is a win for kiki. */
/*
 * Exposed by any board with n and m both even: "2 2" (kiki moves
 * diagonally to the corner) and the sample's "6 6" print "What a pity!".
 */
#include <stdio.h>

int main(void)
{
    int n, m;

    while (scanf("%d %d", &n, &m) == 2 && (n != 0 || m != 0)) {
        if ((n + m) % 2 == 0)
            puts("What a pity!");
        else
            puts("Wonderful!");
    }
    return 0;
}
