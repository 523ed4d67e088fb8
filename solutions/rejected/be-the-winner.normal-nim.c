/* Wrong Answer: decides by the xor of the group sizes alone, as in normal Nim; in misere play the positions where every group holds one apple go the other way (one apple alone is lost). */
/*
 * Exposed by 02-all-small: its first case "1" (one group of one apple)
 * has xor 1 and prints Yes, but the first player must eat that apple and
 * loses. The sample passes: "2 2" and "3" have a big group.
 */
#include <stdio.h>

int main(void)
{
    int n, i, a, x;

    while (scanf("%d", &n) == 1) {
        x = 0;
        for (i = 0; i < n; i++) {
            scanf("%d", &a);
            x ^= a;
        }
        puts(x ? "Yes" : "No");
    }
    return 0;
}
