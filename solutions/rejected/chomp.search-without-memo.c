/* Time Limit Exceeded: searches the bites recursively from the rules and remembers no bar, so the same bars are decided again and again along every order of bites: the game tree of a large bar is astronomically large. */
/*
 * Exposed by 03-rectangles, which reaches the 8 x 8 bar. The answers it
 * gives are right (a bar is won iff some bite leaves a lost one).
 */
#include <stdio.h>

/* 1 if the player to move wins with rows[0..7]; the bite in *bi, *bj */
static int wins(const int *rows, int *bi, int *bj)
{
    int after[8], i, j, k, ai, aj;

    for (i = 0; i < 8; ++i)
        for (j = (i == 0 ? 1 : 0); j < rows[i]; ++j) {
            for (k = 0; k < 8; ++k)
                after[k] = k >= i && rows[k] > j ? j : rows[k];
            if (!wins(after, &ai, &aj)) {
                *bi = i + 1;
                *bj = j + 1;
                return 1;
            }
        }
    return 0;
}

int main(void)
{
    int rows[8], t, m, i, bi, bj;

    if (scanf("%d", &t) != 1)
        return 0;
    while (t-- > 0 && scanf("%d", &m) == 1) {
        for (i = 0; i < 8; ++i)
            rows[i] = 0;
        for (i = 0; i < m; ++i)
            if (scanf("%d", &rows[i]) != 1)
                return 0;
        if (wins(rows, &bi, &bj))
            printf("First %d %d\n", bi, bj);
        else
            puts("Second");
    }
    return 0;
}
