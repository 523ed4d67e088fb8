/* Wrong Answer: has the parity rule and one exception, November 30, but not September 30, which is odd and wins the same way (its next day, October 1, is odd). */
/*
 * Exposed by 02-edges: "2000 9 30" prints NO, but Adam wins.
 */
#include <stdio.h>

int main(void)
{
    int cases, year, month, day;

    if (scanf("%d", &cases) != 1)
        return 0;
    while (cases-- > 0 && scanf("%d %d %d", &year, &month, &day) == 3)
        puts((month + day) % 2 == 0 || (month == 11 && day == 30) ? "YES" : "NO");
    return 0;
}
