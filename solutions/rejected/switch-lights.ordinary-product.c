/* Wrong Answer: takes a light at (x, y) to be worth the ordinary product x * y; it is worth the Nim product, which agrees with it in places (1 (*) y = y, 2 (*) 4 = 8) but not in most (2 (*) 2 = 3, 2 (*) 3 = 1). */
/*
 * Exposed by 02-all-small-1: lights at (1, 1) and (2, 3) are both worth 1
 * (2 (*) 3 = 1), a loss, but 1 ^ 6 = 7 prints "Have a try, lxhgww.".
 * 09-products holds more pairs of equal Nim products. The sample passes:
 * 2 ^ 2 = 0, and 1 ^ 4 is not 0 either.
 */
#include <stdio.h>

int main(void)
{
    int t, n, x, y, s;

    scanf("%d", &t);
    while (t--) {
        scanf("%d", &n);
        s = 0;
        while (n--) {
            scanf("%d %d", &x, &y);
            s ^= x * y;
        }
        puts(s ? "Have a try, lxhgww." : "Don't waste your time.");
    }
    return 0;
}
