/* Wrong Answer: decides by the parity of the pieces' total distance to the right edge, as if every move went one cell; a jump covers several. */
/*
 * Exposed by 02-last-seven-columns: the row 17 18 has total distance 5
 * and is called won, but it is lost (value 0): whichever piece moves, or
 * jumps, the other player answers and leaves a row with no move.
 */
#include <stdio.h>

int main(void)
{
    int t, n, m, p, total;

    scanf("%d", &t);
    while (t-- > 0) {
        scanf("%d", &n);
        total = 0;
        while (n-- > 0) {
            scanf("%d", &m);
            while (m-- > 0) {
                scanf("%d", &p);
                total += 20 - p;
            }
        }
        puts(total % 2 ? "YES" : "NO");
    }
    return 0;
}
