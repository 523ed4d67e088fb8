/* Output Limit Exceeded: stops only at "0 0" and ignores scanf's return value, so when the terminator is missing it keeps answering the last pair forever. */
/*
 * Exposed by 07-no-terminator and 08-no-terminator-no-newline: at end of
 * file scanf leaves n and m at the last pair "2000 2000", and the loop
 * prints "Wonderful!" until the output limit. Inputs ending in "0 0" pass.
 */
#include <stdio.h>

int main(void)
{
    int n, m;

    for (;;) {
        scanf("%d %d", &n, &m);
        if (n == 0 && m == 0)
            break;
        if (n % 2 == 1 && m % 2 == 1)
            puts("What a pity!");
        else
            puts("Wonderful!");
    }
    return 0;
}
