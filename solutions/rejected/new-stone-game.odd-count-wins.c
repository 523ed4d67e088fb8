/* Wrong Answer: says Alice wins exactly when the number of piles is odd; that half is true, but with an even number of piles she loses only when they match in equal pairs. */
/*
 * Exposed by 02-all-small: "1 2" (two piles) prints 0, but Alice takes
 * the pile of 2 down to 1 and wins.
 */
#include <stdio.h>

int main(void)
{
    int n, i, a;

    while (scanf("%d", &n) == 1 && n != 0) {
        for (i = 0; i < n; i++)
            scanf("%d", &a);
        puts(n % 2 ? "1" : "0");
    }
    return 0;
}
