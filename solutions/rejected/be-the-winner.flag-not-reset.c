/* Wrong Answer: the flag "some group holds 2 apples or more" is set once and never reset between cases, so a case of ones only after a case with a big group is decided as normal Nim. */
/*
 * Exposed by 02-all-small: its second case "2" sets the flag, and the
 * case "1 1" after it (xor 0) is decided by its xor (No) instead of by
 * its parity (Yes).
 */
#include <stdio.h>

int big = 0;

int main(void)
{
    int n, i, a, x;

    while (scanf("%d", &n) == 1) {
        x = 0;
        for (i = 0; i < n; i++) {
            scanf("%d", &a);
            x ^= a;
            if (a > 1)
                big = 1;
        }
        if (!big)
            puts(n % 2 == 0 ? "Yes" : "No");
        else
            puts(x ? "Yes" : "No");
    }
    return 0;
}
