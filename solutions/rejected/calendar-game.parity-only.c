/* Wrong Answer: answers by the parity of month + day alone and misses its two exceptions, September 30 and November 30: odd, yet their next day (October 1, December 1) is odd too, and they are wins. */
/*
 * Exposed by 02-edges: "2001 9 30" prints NO, but Adam moves to October 1,
 * an odd date, and wins.
 */
#include <stdio.h>

int main(void)
{
    int cases, year, month, day;

    if (scanf("%d", &cases) != 1)
        return 0;
    while (cases-- > 0 && scanf("%d %d %d", &year, &month, &day) == 3)
        puts((month + day) % 2 == 0 ? "YES" : "NO");
    return 0;
}
