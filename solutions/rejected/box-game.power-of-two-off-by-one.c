/* Wrong Answer: tests whether n is a power of two instead of n + 1, so the losing starts 3, 7, 15, ... go to Alice and the powers of two go to Bob. */
/*
 * Exposed by the sample's every line: n = 2 (a power of two, Alice wins)
 * prints Bob, and n = 3 (n + 1 = 4, Bob wins) prints Alice.
 */
#include <stdio.h>

int main(void)
{
    int n;

    while (scanf("%d", &n) == 1 && n != 0) {
        if ((n & (n - 1)) == 0)
            puts("Bob");
        else
            puts("Alice");
    }
    return 0;
}
