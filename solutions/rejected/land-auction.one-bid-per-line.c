/* Presentation Error: prints each winning bid on a line of its own, where the judge wants all bids of one case on one line, one space apart. */
/*
 * Exposed by any line with N > M, where there are several winning bids: the
 * sample's "3 5" must print "3 4 5" on one line. The numbers themselves are
 * right, only the line breaks between them differ.
 */
#include <stdio.h>

int main(void)
{
    int m, n, i;

    while (scanf("%d %d", &m, &n) == 2) {
        if (n >= m) {
            for (i = m; i <= n; i++)
                printf("%d\n", i);
        } else if (m % (n + 1) == 0) {
            printf("none\n");
        } else {
            printf("%d\n", m % (n + 1));
        }
    }
    return 0;
}
