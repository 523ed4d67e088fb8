/* Wrong Answer: prints only M mod (N+1) for every line, forgetting that when N >= M every bid from M to N buys the land at once. */
/*
 * Exposed by any line with N > M: the sample's "3 5" must print "3 4 5"
 * and this prints "3" (when N >= M, M mod (N+1) is M itself, so lines with
 * N = M still come out right).
 */
#include <stdio.h>

int main(void)
{
    int m, n, r;

    while (scanf("%d %d", &m, &n) == 2) {
        r = m % (n + 1);
        if (r == 0)
            puts("none");
        else
            printf("%d\n", r);
    }
    return 0;
}
