/* Wrong Answer: prints "What a pity" without the final exclamation mark, and the judge compares the whole message. */
/*
 * Exposed by every losing board: the sample's first line "5 3", and any
 * board with n and m both odd ("1 1", "3 5", ...).
 */
#include <stdio.h>

int main(void)
{
    int n, m;

    while (scanf("%d %d", &n, &m) == 2 && (n != 0 || m != 0)) {
        if (n % 2 == 1 && m % 2 == 1)
            puts("What a pity");
        else
            puts("Wonderful!");
    }
    return 0;
}
