/* Presentation Error: prints "Case k: Yes" on one line, where the statement puts "Case k:" on a line of its own; the answers are right, only the line breaks differ. */
/*
 * Exposed by 01-sample, whose output has four lines, not two.
 */
#include <stdio.h>

long value(long s, long c)
{
    long t = 0;

    while ((t + 1) + (t + 1) * (t + 1) < s)
        t++;
    if (c > t)
        return s - c;
    if (c == t)
        return 0;
    return value(t, c);
}

int main(void)
{
    int n, i, k = 0;
    long s, c, x;

    while (scanf("%d", &n) == 1 && n != 0) {
        x = 0;
        for (i = 0; i < n; i++) {
            scanf("%ld %ld", &s, &c);
            x ^= value(s, c);
        }
        printf("Case %d: %s\n", ++k, x ? "Yes" : "No");
    }
    return 0;
}
