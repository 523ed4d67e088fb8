/* Time Limit Exceeded: works out each value by a recursion over every cut that remembers nothing, so every piece is worked out again for every cut it comes from: exponentially many calls in the sides. */
/*
 * Exposed by 02-all-small, sheets up to 20 x 20: the values it gives are
 * right (the mex of the cuts at distance at least 2 from the edges).
 */
#include <stdio.h>

int value(int w, int h)
{
    int i, v, seen[16];

    for (v = 0; v < 16; v++)
        seen[v] = 0;
    for (i = 2; i <= w - 2; i++)
        seen[value(i, h) ^ value(w - i, h)] = 1;
    for (i = 2; i <= h - 2; i++)
        seen[value(w, i) ^ value(w, h - i)] = 1;
    for (v = 0; seen[v]; v++)
        ;
    return v;
}

int main(void)
{
    int w, h;

    while (scanf("%d %d", &w, &h) == 2)
        puts(value(w, h) ? "WIN" : "LOSE");
    return 0;
}
