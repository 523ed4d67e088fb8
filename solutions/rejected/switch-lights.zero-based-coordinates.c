/* Wrong Answer: subtracts 1 from each coordinate before the Nim product, so a light at (x, y) is worth (x - 1) (*) (y - 1): the value of the game without its flat rectangles (or with all four corners of a flat rectangle switched by parity, which switches nothing), and a light in row or column 1 counts for nothing. */
/*
 * Exposed by 02-all-small-1: its first case, one light at (1, 1), is worth
 * 0 (*) 0 = 0 and prints "Don't waste your time.", but lxhgww switches it
 * off and wins. The sample passes: 0 ^ 0 = 0, and 0 ^ 1 is not 0. The Nim
 * product itself is right (the Fermat 2-power recursion).
 */
#include <stdio.h>

int nim(int x, int y)
{
    int f, a1, a0, b1, b0, high;

    if (x < 2 || y < 2)
        return x * y;
    f = 2;
    while (f * f <= (x > y ? x : y))
        f *= f;
    a1 = x / f, a0 = x % f, b1 = y / f, b0 = y % f;
    high = nim(a1, b1);
    return ((high ^ nim(a1, b0) ^ nim(a0, b1)) * f) ^ nim(a0, b0) ^ nim(high, f / 2);
}

int main(void)
{
    int t, n, x, y, s;

    scanf("%d", &t);
    while (t--) {
        scanf("%d", &n);
        s = 0;
        while (n--) {
            scanf("%d %d", &x, &y);
            s ^= nim(x - 1, y - 1);
        }
        puts(s ? "Have a try, lxhgww." : "Don't waste your time.");
    }
    return 0;
}
