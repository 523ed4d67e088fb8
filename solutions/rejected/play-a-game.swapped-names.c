/* Wrong Answer: gives the even boards to ailyanlu: counts the starting corner as a square still to be entered, so it takes an odd number of free squares as a win for the first player. */
/*
 * Exposed by 01-sample: n = 2 prints ailyanlu, but 8600 wins.
 */
#include <stdio.h>

int main(void)
{
    int n;

    while (scanf("%d", &n) == 1 && n != 0)
        puts(n % 2 == 1 ? "8600" : "ailyanlu");
    return 0;
}
