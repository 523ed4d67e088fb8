/* Wrong Answer: the flag "some pile holds 2 or more" is set once and never reset between cases, so an all-ones case after a case with a big pile is decided as normal Nim. */
/*
 * Exposed by 01-sample: after "3 5 1" sets the flag, the case "1" is
 * decided by its xor (1) and prints John instead of Brother.
 */
#include <stdio.h>

int big = 0;

int main(void)
{
    int t, n, i, a, x;

    scanf("%d", &t);
    while (t--) {
        scanf("%d", &n);
        x = 0;
        for (i = 0; i < n; i++) {
            scanf("%d", &a);
            x ^= a;
            if (a > 1)
                big = 1;
        }
        if (!big)
            puts(n % 2 == 0 ? "John" : "Brother");
        else
            puts(x ? "John" : "Brother");
    }
    return 0;
}
