/* Time Limit Exceeded: computes each game's step by its definition, trying every move and remembering nothing: right, but a pile of 1 beside a large one has a move to every smaller pile, and each of those is searched again from scratch, about 2^1000 lines of play. */
/*
 * Exposed by 04-lost-games, whose (1000, 999) has its only move to
 * (999, 1) (and (1000, 998) to (998, 2)): deciding (999, 1) tries
 * (998, 1), (997, 1), ..., and each of them all the smaller ones. The steps it finds are right (a step is
 * even exactly when the position is lost, so the parity of each move's
 * step tells whether it leaves the opponent lost).
 */
#include <stdio.h>

/* step of (a, b), a >= b >= 0, by the definition over every move */
int step(int a, int b)
{
    int k, x, s, slowest_win = -1, fastest = 1000000;

    if (b == 0)
        return 0;
    for (k = 1; k * b <= a; k++) {
        x = a - k * b;
        s = x >= b ? step(x, b) : step(b, x);
        if (s % 2 == 0 && s > slowest_win)
            slowest_win = s;            /* a move that leaves the opponent lost */
        if (s < fastest)
            fastest = s;
    }
    return slowest_win >= 0 ? slowest_win + 1 : fastest + 1;
}

int main(void)
{
    int n, p, q, s, largest;

    while (scanf("%d", &n) == 1) {
        largest = 0;
        while (n-- > 0) {
            scanf("%d %d", &p, &q);
            s = p >= q ? step(p, q) : step(q, p);
            if (s > largest)
                largest = s;
        }
        puts(largest % 2 == 1 ? "MM" : "GG");
    }
    return 0;
}
