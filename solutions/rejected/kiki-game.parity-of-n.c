/* Wrong Answer: decides by the parity of n alone (n odd -> kiki loses), but kiki loses only when n and m are both odd. */
/*
 * Exposed by any odd n with an even m: "1 2", "3 2" (kiki moves left and
 * wins) print "What a pity!"; the sample's "5 4" is the first such line.
 */
#include <stdio.h>

int main(void)
{
    int n, m;

    while (scanf("%d %d", &n, &m) == 2 && (n != 0 || m != 0)) {
        if (n % 2 == 1)
            puts("What a pity!");
        else
            puts("Wonderful!");
    }
    return 0;
}
