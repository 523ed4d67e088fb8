/* Time Limit Exceeded: works out each light's value by the definition of the Nim product, the mex over a < x, b < y of (a (*) b) ^ (a (*) y) ^ (x (*) b), as a recursion that remembers nothing, so the calls multiply at every level. */
/*
 * Exposed by 09-products, whose lights go up to (256, 256) and (1, 24):
 * already a light at (1, 24) takes more than 2^24 calls, and 10-bounds goes up
 * to (10000, 10000). The 3 x 3 boards before it pass. The answers it
 * gives are right: the definition is the value of a single light, row and
 * column 0 standing for the flat rectangles, and the board is the xor of
 * its lights.
 */
#include <stdio.h>

int nim(int x, int y);

/* 1 if some a < x, b < y gives (a (*) b) ^ (a (*) y) ^ (x (*) b) = v */
int reached(int x, int y, int v)
{
    int a, b;

    for (a = 0; a < x; a++)
        for (b = 0; b < y; b++)
            if ((nim(a, b) ^ nim(a, y) ^ nim(x, b)) == v)
                return 1;
    return 0;
}

int nim(int x, int y)
{
    int v = 0;

    if (x == 0 || y == 0)
        return 0;
    while (reached(x, y, v))
        v++;
    return v;
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
            s ^= nim(x, y);
        }
        puts(s ? "Have a try, lxhgww." : "Don't waste your time.");
    }
    return 0;
}
