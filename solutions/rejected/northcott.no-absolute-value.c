/* Wrong Answer: takes the gap as J - T - 1, as if Tom's piece always stood left of Jerry's; when it stands to the right the "gap" is negative and the xor is garbage. */
/*
 * Exposed by 02-one-row: "1 2 / 2 1" (Tom right of Jerry, side by side:
 * Tom can only retreat, and loses) gives 1 - 2 - 1 = -2 and prints
 * I WIN!.
 */
#include <stdio.h>

int main(void)
{
    int n, m, t, j, x;

    while (scanf("%d %d", &n, &m) == 2) {
        x = 0;
        while (n-- > 0 && scanf("%d %d", &t, &j) == 2)
            x ^= j - t - 1;
        puts(x != 0 ? "I WIN!" : "BAD LUCK!");
    }
    return 0;
}
