/* Wrong Answer: gives Alice only the circle of one coin; two coins in a circle touch, and she takes both at once. */
/*
 * Exposed by 01-sample: n = 2 prints Bob.
 */
#include <stdio.h>

int main(void)
{
    int n;

    while (scanf("%d", &n) == 1 && n != 0)
        puts(n == 1 ? "Alice" : "Bob");
    return 0;
}
