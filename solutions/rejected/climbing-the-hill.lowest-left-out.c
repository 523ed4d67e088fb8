/* Wrong Answer: pairs the people from the top, 1st with 2nd, 3rd with 4th, and with N odd leaves the lowest person out, where the top person should pair with the hilltop. */
/*
 * Exposed by 02-all-small: cells 1 2 5 with the king 3rd leave the pair
 * (1, 2) of gap 0 here and say Bob, while the true pairs (-1, 1) and
 * (2, 5) have gaps 1 and 2: Alice wins.
 */
#include <stdio.h>

static long cell[1000];

int main(void)
{
    int n, k, i;
    long x;

    while (scanf("%d %d", &n, &k) == 2) {
        for (i = 0; i < n; i++)
            scanf("%ld", &cell[i]);
        x = 0;
        for (i = 0; i + 1 < n; i += 2)
            x ^= cell[i + 1] - cell[i] - 1;
        puts(k == 1 || x != 0 ? "Alice" : "Bob");
    }
    return 0;
}
