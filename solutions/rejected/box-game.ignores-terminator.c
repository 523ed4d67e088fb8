/* Wrong Answer: reads numbers until end of file and never checks for the "0" line, so the terminator (and anything after it) is answered as a case. */
/*
 * Exposed by every input that holds the terminator: the sample's "0" gets
 * an extra "Bob" (0 + 1 = 1 is a power of two), and robustness/06-after-terminator
 * gets answers for the lines after it. Inputs without a terminator pass.
 */
#include <stdio.h>

int main(void)
{
    int n;

    while (scanf("%d", &n) == 1) {
        if ((n & (n + 1)) == 0)
            puts("Bob");
        else
            puts("Alice");
    }
    return 0;
}
