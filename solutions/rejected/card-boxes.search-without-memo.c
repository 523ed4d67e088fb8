/* Time Limit Exceeded: searches the game tree itself, every box, every box below it the rules allow and every number of cards, remembering nothing; 10^4 boxes of up to 100 cards are far beyond it. */
/*
 * Exposed by 08-bounds and 09-random. The answers it gives are right: a
 * position is won iff some move leaves a lost one.
 */
#include <stdio.h>

static int box[10001];
static int n;

static int wins(void)
{
    int a, b, k, lost;

    for (a = 2; a <= n; a++)
        for (b = 1; b < a; b++)
            if (box[a] > 0 && (a + b) % 2 == 1 && (a + b) % 3 == 0)
                for (k = 1; k <= box[a]; k++) {
                    box[a] -= k;
                    box[b] += k;
                    lost = !wins();
                    box[a] += k;
                    box[b] -= k;
                    if (lost)
                        return 1;
                }
    return 0;
}

int main(void)
{
    int t, k, i;

    scanf("%d", &t);
    for (k = 1; k <= t; k++) {
        scanf("%d", &n);
        for (i = 1; i <= n; i++)
            scanf("%d", &box[i]);
        printf("Case %d: %s\n", k, wins() ? "Alice" : "Bob");
    }
    return 0;
}
