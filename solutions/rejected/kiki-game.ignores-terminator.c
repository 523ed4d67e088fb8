/* Wrong Answer: reads pairs until end of file and never checks for the "0 0" line, so it answers the terminator (and anything after it) as a case. */
/*
 * Exposed by every input that holds the terminator: the sample's "0 0"
 * gets an extra "Wonderful!" (0 is even), and in robustness/06-after-terminator the
 * lines after "0 0" get answers too. Inputs without a terminator pass.
 */
#include <stdio.h>

int main(void)
{
    int n, m;

    while (scanf("%d %d", &n, &m) == 2) {
        if (n % 2 == 1 && m % 2 == 1)
            puts("What a pity!");
        else
            puts("Wonderful!");
    }
    return 0;
}
