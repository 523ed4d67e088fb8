/* Wrong Answer: sees the blocks of pieces between the empty cells but takes the staircase's ground at the left edge, xoring the blocks at odd distance from the left. */
/*
 * Exposed by 02-last-seven-columns: a lone piece in column 14 has six
 * empty cells to its right, and is lost (value 0: six steps to go);
 * counted from the left its block comes after 13 empty cells, at odd
 * distance, and this says YES.
 */
#include <stdio.h>

int main(void)
{
    int t, n, m, p, x, c, distance, run, cell[21];

    scanf("%d", &t);
    while (t-- > 0) {
        scanf("%d", &n);
        x = 0;
        while (n-- > 0) {
            scanf("%d", &m);
            for (c = 1; c <= 20; c++)
                cell[c] = 0;
            while (m-- > 0) {
                scanf("%d", &p);
                cell[p] = 1;
            }
            distance = 0;
            run = 0;
            for (c = 1; c <= 20; c++) {
                if (cell[c]) {
                    run++;
                } else {
                    if (distance % 2 == 1)
                        x ^= run;
                    distance++;
                    run = 0;
                }
            }
            if (distance % 2 == 1)
                x ^= run;
        }
        puts(x ? "YES" : "NO");
    }
    return 0;
}
