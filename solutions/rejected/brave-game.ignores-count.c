/* Wrong Answer: reads pairs "n m" until end of file without reading the count C first, so C is taken as the first n and every pair after it is misread. */
/*
 * Exposed by 01-sample: "2 / 23 2 / 4 3" is read as the pairs (2, 23) and
 * (2, 4) (the last 3 is left over), which prints first, first instead of
 * first, second.
 */
#include <stdio.h>

int main(void)
{
    int n, m;

    while (scanf("%d %d", &n, &m) == 2)
        puts(n % (m + 1) == 0 ? "second" : "first");
    return 0;
}
