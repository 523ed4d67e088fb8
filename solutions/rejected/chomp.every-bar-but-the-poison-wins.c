/* Wrong Answer: extends the strategy-stealing theorem from rectangles to every bar ("the first player wins unless only the poison is left") and bites the top right square, but a staircase has no square above and to the right of all others: 2 1 is lost. */
/*
 * Exposed by the sample's third bar, 2 1, and by the 3 x 3 square, where
 * the top right bite leaves 3 3 2, a win for the opponent.
 */
#include <stdio.h>

int main(void)
{
    int rows[8], t, m, i;

    if (scanf("%d", &t) != 1)
        return 0;
    while (t-- > 0 && scanf("%d", &m) == 1) {
        for (i = 0; i < m; ++i)
            if (scanf("%d", &rows[i]) != 1)
                return 0;
        if (m == 1 && rows[0] == 1)
            puts("Second");
        else
            printf("First %d %d\n", m, rows[m - 1]);
    }
    return 0;
}
