/* Output Limit Exceeded: loops `while (scanf(...), n)` and ignores scanf's return value, so when the "0" line is missing it answers the last n forever. */
/*
 * Exposed by 09-no-terminator and 10-no-terminator-no-newline: at end of
 * file n keeps 536870911 and "Bob" is printed until the output limit.
 * Inputs ending in "0" pass.
 */
#include <stdio.h>

int main(void)
{
    int n;

    while (scanf("%d", &n), n) {
        if ((n & (n + 1)) == 0)
            puts("Bob");
        else
            puts("Alice");
    }
    return 0;
}
