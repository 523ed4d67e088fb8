/* Time Limit Exceeded: searches the positions themselves, every person and every cell he may climb to, remembering nothing; cells go up to 99999. */
/*
 * Exposed by 05-bounds and 06-random. The answers it gives are right: a
 * move that brings the king up wins, and a position is won iff some move
 * leaves a lost one.
 */
#include <stdio.h>

static long cell[1000];
static int n, king;

static int wins(void)
{
    int i, lost;
    long a, above, q;

    for (i = 0; i < n; i++) {
        a = cell[i];
        if (a == 0)
            continue;
        above = i > 0 ? cell[i - 1] : 0;
        for (q = above == 0 ? 0 : above + 1; q < a; q++) {
            if (i == king && q == 0)
                return 1;
            cell[i] = q;
            lost = !wins();
            cell[i] = a;
            if (lost)
                return 1;
        }
    }
    return 0;
}

int main(void)
{
    int i;

    while (scanf("%d %d", &n, &king) == 2) {
        for (i = 0; i < n; i++)
            scanf("%ld", &cell[i]);
        king--;
        puts(wins() ? "Alice" : "Bob");
    }
    return 0;
}
