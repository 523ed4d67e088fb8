/* Wrong Answer: decides the outcome rightly by a memoised search, but then guesses the bite: (2, 2) where there is a second row of two squares or more, as for squares, else eat all but the poison; the 3-row rectangles and most other bars need other bites. */
/*
 * Exposed by the sample's last bar, 4 3 1, won by (1, 3) and (3, 1) only:
 * (2, 2) leaves 4 1 1, a win for the opponent. Likewise 2 2 2 (three rows of 2)
 * is won only by (3, 2).
 */
#include <stdio.h>

static signed char known[1 << 16];

static int wins(const int *rows)
{
    int after[8], i, j, k, won = 0;
    unsigned code = 0;

    for (i = 0; i < 8; ++i)
        code |= 1U << (rows[i] + 7 - i);
    if (known[code] != 0)
        return known[code] > 0;
    for (i = 0; i < 8 && !won; ++i)
        for (j = (i == 0 ? 1 : 0); j < rows[i] && !won; ++j) {
            for (k = 0; k < 8; ++k)
                after[k] = k >= i && rows[k] > j ? j : rows[k];
            won = !wins(after);
        }
    known[code] = won ? 1 : -1;
    return won;
}

int main(void)
{
    int rows[8], t, m, i;

    if (scanf("%d", &t) != 1)
        return 0;
    while (t-- > 0 && scanf("%d", &m) == 1) {
        for (i = 0; i < 8; ++i)
            rows[i] = 0;
        for (i = 0; i < m; ++i)
            if (scanf("%d", &rows[i]) != 1)
                return 0;
        if (!wins(rows))
            puts("Second");
        else if (m >= 2 && rows[1] >= 2)
            puts("First 2 2");
        else if (m == 1)
            puts("First 1 2");
        else
            puts("First 2 1");
    }
    return 0;
}
