/* Wrong Answer: searches every date backwards from the target, right but for one thing: when the next month has no such day, it moves to that month's last day instead of allowing only the next-day move. */
/*
 * Exposed by 03-month-ends: "2000 1 30" prints YES by the clamped move
 * January 30 -> February 29 (a lost date), which is no move of the game;
 * without it Adam must go to January 31, and loses (1 + 30 is odd).
 */
#include <stdio.h>

static int days_in(int y, int m)
{
    static const int len[13] = {0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (m == 2 && ((y % 4 == 0 && y % 100 != 0) || y % 400 == 0))
        return 29;
    return len[m];
}

/* won[y - 1900][m][d] for the player to move */
static char won[102][13][32];

static int is_target(int y, int m, int d)
{
    return y == 2001 && m == 11 && d == 4;
}

static int after_target(int y, int m, int d)
{
    return y > 2001 || (y == 2001 && (m > 11 || (m == 11 && d > 4)));
}

/* 1 if moving to (y, m, d) wins for the mover */
static int good(int y, int m, int d)
{
    if (is_target(y, m, d))
        return 1;
    if (after_target(y, m, d))
        return 0;
    return !won[y - 1900][m][d];
}

static void fill(void)
{
    int y, m, d, ny, nm, nd, ty, tm, td;

    for (y = 2001; y >= 1900; y--)
        for (m = 12; m >= 1; m--)
            for (d = days_in(y, m); d >= 1; d--) {
                if (is_target(y, m, d) || after_target(y, m, d))
                    continue;
                ny = y; nm = m; nd = d + 1;
                if (nd > days_in(y, m)) {
                    nd = 1;
                    nm++;
                    if (nm > 12) {
                        nm = 1;
                        ny++;
                    }
                }
                ty = m == 12 ? y + 1 : y;
                tm = m == 12 ? 1 : m + 1;
                td = d > days_in(ty, tm) ? days_in(ty, tm) : d;
                won[y - 1900][m][d] = (char) (good(ny, nm, nd) || good(ty, tm, td));
            }
}

int main(void)
{
    int cases, year, month, day;

    fill();
    if (scanf("%d", &cases) != 1)
        return 0;
    while (cases-- > 0 && scanf("%d %d %d", &year, &month, &day) == 3)
        puts(won[year - 1900][month][day] ? "YES" : "NO");
    return 0;
}
