/* Time Limit Exceeded: finds the x-th odious number (a head's value) by counting the odious numbers from 0 up, one step a number, so a head near 10^8 costs some 2 * 10^8 steps. */
/*
 * Exposed by 03-coins-listed-twice, whose rows go up to the position
 * 10^8 - 1 (one such head alone is some 2 * 10^8 steps; a row of 89
 * heads anywhere below 10^8, some 10^10). The answers it gives are right:
 * the odious numbers in order are the values of a head at 0, 1, 2, ...,
 * and each coin is counted once.
 */
#include <stdio.h>
#include <stdlib.h>

int cmp(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

int odious(int v)
{
    int odd = 0;

    for (; v; v >>= 1)
        odd ^= v & 1;
    return odd;
}

/* the x-th odious number, counting from the 0th */
int value(int x)
{
    int v = 0, seen = -1;

    for (;;) {
        if (odious(v) && ++seen == x)
            return v;
        v++;
    }
}

int main(void)
{
    int n, i, a[105], sg;

    while (scanf("%d", &n) == 1) {
        for (i = 0; i < n; i++)
            scanf("%d", &a[i]);
        qsort(a, n, sizeof a[0], cmp);
        sg = 0;
        for (i = 0; i < n; i++)
            if (i == 0 || a[i] != a[i - 1])
                sg ^= value(a[i]);
        puts(sg == 0 ? "Yes" : "No");
    }
    return 0;
}
