/* Wrong Answer: decides by the parity of N alone, as if every move took one coin; with K >= 2 the second player mirrors whatever N is, unless K >= N. */
/*
 * Exposed by 01-sample: "3 2" prints first, but whatever the first player
 * takes, the second takes the one or two touching coins left.
 */
#include <stdio.h>

int main(void)
{
    int t, i;
    long n, k;

    scanf("%d", &t);
    for (i = 1; i <= t; i++) {
        scanf("%ld %ld", &n, &k);
        printf("Case %d: %s\n", i, n % 2 == 1 ? "first" : "second");
    }
    return 0;
}
