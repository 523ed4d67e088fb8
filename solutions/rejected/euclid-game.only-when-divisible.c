/* Wrong Answer: says the player to move wins only when the smaller number divides the larger (a move to 0 at once), and forgets that a >= 2b is always won too. */
/*
 * Exposed by 01-sample: from "34 12" Stan wins by moving to (10, 12),
 * though 12 does not divide 34; this prints Ollie wins.
 */
#include <stdio.h>

int main(void)
{
    int a, b;

    while (scanf("%d %d", &a, &b) == 2 && (a != 0 || b != 0)) {
        if (a < b) {
            int t = a;
            a = b;
            b = t;
        }
        puts(a % b == 0 ? "Stan wins" : "Ollie wins");
    }
    return 0;
}
