/* Wrong Answer: takes a light at (x, y) to be a Nim heap of x ^ y, as if the two coordinates were two heaps; a light on the diagonal then counts for nothing, though it can always be switched off. */
/*
 * Exposed by 01-sample: its second case, lights at (1, 1) and (2, 2),
 * gives 0 ^ 0 = 0 and prints "Don't waste your time.", but lxhgww wins by
 * the square from (1, 1) to (2, 2).
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
            s ^= x ^ y;
        }
        puts(s ? "Have a try, lxhgww." : "Don't waste your time.");
    }
    return 0;
}
