/* Wrong Answer: decides by whether the total number of beads is odd, as if every move removed exactly one bead; a move may remove many. */
/*
 * Exposed by 02-all-small: "1 3" holds 4 beads, and the first player wins
 * by removing two beads from the heap of 3 (leaving 1 1).
 */
#include <stdio.h>

int main(void)
{
    int n;
    unsigned long a, total;

    while (scanf("%d", &n) == 1) {
        total = 0;
        while (n--) {
            scanf("%lu", &a);
            total += a;
        }
        puts(total % 2 ? "Win" : "Lose");
    }
    return 0;
}
