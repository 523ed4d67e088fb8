/* Time Limit Exceeded: fills a win/lose table over every price for each line, about M * N / 2 steps a line, and the data holds thousands of lines near the bounds. */
/*
 * Exposed by 05-many-lines-near-bounds: 15,000 lines with M from 1050 to
 * 1099 and N just below M, some 550,000 steps each. The other tests have
 * small prices or few lines and pass. The table itself is right (a price
 * wins for the bidder to move iff some raise reaches M or leaves a losing
 * price).
 */
#include <stdio.h>

int win[1100];

int main(void)
{
    int m, n, p, b, first;

    while (scanf("%d %d", &m, &n) == 2) {
        /* win[p]: the bidder to move at price p (below m) wins */
        for (p = m - 1; p >= 0; p--) {
            win[p] = 0;
            for (b = 1; b <= n; b++)
                if (p + b >= m || !win[p + b]) {
                    win[p] = 1;
                    break;
                }
        }
        first = 1;
        for (b = 1; b <= n; b++)
            if (b >= m || !win[b]) {
                printf(first ? "%d" : " %d", b);
                first = 0;
            }
        puts(first ? "none" : "");
    }
    return 0;
}
