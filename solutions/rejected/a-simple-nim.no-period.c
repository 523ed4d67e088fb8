/* Wrong Answer: prints "Second player wins" without its final period, as the statement's text writes it; the sample and the judge's answers end both lines with a period. */
/*
 * Exposed by 01-sample: its first case, "4 4", is lost for the first
 * player, and the line lacks the period. The values are right.
 */
#include <stdio.h>

long sg(long n)
{
    if (n % 8 == 7)
        return n + 1;
    if (n % 8 == 0)
        return n - 1;
    return n;
}

int main(void)
{
    int t, n;
    long s, x;

    scanf("%d", &t);
    while (t--) {
        scanf("%d", &n);
        x = 0;
        while (n--) {
            scanf("%ld", &s);
            x ^= sg(s);
        }
        puts(x ? "First player wins." : "Second player wins");
    }
    return 0;
}
