/* Wrong Answer: decides by the xor of the piles alone, as in normal Nim; in misere Nim the all-ones positions go the other way (one pile of 1 is lost). */
/*
 * Exposed by 01-sample: the second case "1" has xor 1 and prints John, but
 * John must take the last sweet and loses.
 */
#include <stdio.h>

int main(void)
{
    int t, n, a, x;

    scanf("%d", &t);
    while (t--) {
        scanf("%d", &n);
        x = 0;
        while (n--) {
            scanf("%d", &a);
            x ^= a;
        }
        puts(x ? "John" : "Brother");
    }
    return 0;
}
