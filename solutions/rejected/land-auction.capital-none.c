/* Wrong Answer: prints "None" when no first bid wins, but the judge expects the lowercase word "none". */
/*
 * Exposed by every losing line, e.g. the sample's "3 2" and any M that is a
 * multiple of N + 1 with N < M ("2 1", "6 2", ...).
 */
#include <stdio.h>

int main(void)
{
    int m, n, i;

    while (scanf("%d %d", &m, &n) == 2) {
        if (n >= m) {
            printf("%d", m);
            for (i = m + 1; i <= n; i++)
                printf(" %d", i);
            printf("\n");
        } else if (m % (n + 1) == 0) {
            printf("None\n");
        } else {
            printf("%d\n", m % (n + 1));
        }
    }
    return 0;
}
