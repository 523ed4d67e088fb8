/* Wrong Answer: takes a pile's value as M % L, but with takes of 1 to L the values repeat with period L + 1. */
/*
 * Exposed by 01-sample: "1 1 / 2 2" gives 0 xor 0 and prints Yes, but
 * 1 % 2 = 1 and 2 % 3 = 2 xor to 3: the teacher wins.
 */
#include <stdio.h>

int main(void)
{
    int cases, n, m, l, x;

    if (scanf("%d", &cases) != 1)
        return 0;
    while (cases-- > 0 && scanf("%d", &n) == 1) {
        x = 0;
        while (n-- > 0 && scanf("%d %d", &m, &l) == 2)
            x ^= m % l;
        puts(x == 0 ? "Yes" : "No");
    }
    return 0;
}
