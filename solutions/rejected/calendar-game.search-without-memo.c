/* Time Limit Exceeded: decides each date by a recursion over the two moves that remembers nothing: right, but a date years before the target has exponentially many move sequences to it. */
/*
 * Exposed by the first data after the sample's: dates in 1900 are some
 * 37,000 days from the target, with two moves a day.
 */
#include <stdio.h>

static int days_in(int y, int m)
{
    static const int len[13] = {0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (m == 2 && ((y % 4 == 0 && y % 100 != 0) || y % 400 == 0))
        return 29;
    return len[m];
}

static int wins(int y, int m, int d);

/* 1 if moving to (y, m, d) wins for the mover */
static int good(int y, int m, int d)
{
    if (y == 2001 && m == 11 && d == 4)
        return 1;
    if (y > 2001 || (y == 2001 && (m > 11 || (m == 11 && d > 4))))
        return 0;
    return !wins(y, m, d);
}

static int wins(int y, int m, int d)
{
    int ny = y, nm = m, nd = d + 1, ty, tm;

    if (nd > days_in(y, m)) {
        nd = 1;
        if (++nm > 12) {
            nm = 1;
            ny++;
        }
    }
    if (good(ny, nm, nd))
        return 1;
    ty = m == 12 ? y + 1 : y;
    tm = m == 12 ? 1 : m + 1;
    return d <= days_in(ty, tm) && good(ty, tm, d);
}

int main(void)
{
    int cases, year, month, day;

    if (scanf("%d", &cases) != 1)
        return 0;
    while (cases-- > 0 && scanf("%d %d %d", &year, &month, &day) == 3)
        puts(wins(year, month, day) ? "YES" : "NO");
    return 0;
}
