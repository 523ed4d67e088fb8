/* Wrong Answer: reads numbers until end of file and answers the 0 that ends the input too: one line too many. */
/*
 * Exposed by 01-sample: after 8600 for n = 2 it prints a second line for
 * the 0 (0 % 2 == 0, so 8600).
 */
#include <stdio.h>

int main(void)
{
    int n;

    while (scanf("%d", &n) == 1)
        puts(n % 2 == 0 ? "8600" : "ailyanlu");
    return 0;
}
