/* Output Limit Exceeded: loops `while (scanf(...), n)` waiting for a 0 line the input does not have, so at end of file it answers the last n forever. */
/*
 * Exposed by every input: there is no terminator, scanf fails at end of
 * file, n keeps its last value (never 0, since n >= 1) and the answer for
 * it is printed until the output limit.
 */
#include <stdio.h>

int main(void)
{
    int n;

    while (scanf("%d", &n), n != 0) {
        if (n % 3 != 0)
            puts("Kiki");
        else
            puts("Cici");
    }
    return 0;
}
