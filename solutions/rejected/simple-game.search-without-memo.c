/* Time Limit Exceeded: searches the game from the rules, every take from every pile, with no memory: right, but exponential in the stones (ten piles of 20). */
/*
 * Exposed by 04-bounds: ten piles of 20 stones with a cap of 1 (lost for
 * the teacher) make it try every order of 200 takes.
 */
#include <stdio.h>

static int stones[10], cap[10];
static int piles;

static int wins(void)
{
    int i, take, won = 0;

    for (i = 0; i < piles && !won; i++)
        for (take = 1; take <= cap[i] && take <= stones[i] && !won; take++) {
            stones[i] -= take;
            won = !wins();
            stones[i] += take;
        }
    return won;
}

int main(void)
{
    int cases, n;

    if (scanf("%d", &cases) != 1)
        return 0;
    while (cases-- > 0 && scanf("%d", &n) == 1) {
        piles = 0;
        while (n-- > 0 && scanf("%d %d", &stones[piles], &cap[piles]) == 2)
            piles++;
        puts(wins() ? "No" : "Yes");
    }
    return 0;
}
