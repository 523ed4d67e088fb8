/* Wrong Answer: takes t as the largest number with t + t^2 <= s, where the rule needs t + t^2 < s: when s = t + t^2 exactly, the box holding t can be filled in one move, so it is a Nim heap, not a 0. */
/*
 * Exposed by 01-sample: the box "6 2" gets t = 2 = c and the value 0, so
 * the first case's xor is 0 and it prints No, but filling that box wins.
 */
#include <stdio.h>
#include <math.h>

long value(long s, long c)
{
    long t = (long)sqrt((double)s);

    while (t + t * t > s)
        t--;
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
        printf("Case %d:\n%s\n", ++k, x ? "Yes" : "No");
    }
    return 0;
}
