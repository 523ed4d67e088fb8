/* Time Limit Exceeded: works out each line's value by a recursion over every move that remembers nothing, so a line of L makes exponentially many calls in L / M. */
/*
 * Exposed by 05-many-m-at-1000 and 06-random: a circle of 1000 beads with
 * M = 1 alone is beyond it. The answers it gives are right.
 */
#include <stdio.h>

static int g(int l, int m);

/* 1 if some move on a line of l reaches value v */
static int reaches(int l, int m, int v)
{
    int a;

    for (a = 0; a + m <= l; a++)
        if ((g(a, m) ^ g(l - m - a, m)) == v)
            return 1;
    return 0;
}

static int g(int l, int m)
{
    int v = 0;

    while (reaches(l, m, v))
        v++;
    return v;
}

int main(void)
{
    int t, k, n, m;

    scanf("%d", &t);
    for (k = 1; k <= t; k++) {
        scanf("%d %d", &n, &m);
        printf("Case #%d: %s\n", k, n >= m && g(n - m, m) == 0 ? "aekdycoin" : "abcdxyzk");
    }
    return 0;
}
