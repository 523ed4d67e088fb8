/*
 * new-stone-game.c -- POJ 1740 "A New Stone Game"
 *
 * Game:     n piles; a move picks a pile, removes at least one stone from
 *           it, then may move any of its remaining stones onto other piles
 *           that still have stones; who cannot move loses. Alice first.
 * Theorem:  the player to move loses iff the piles can be matched into
 *           pairs of equal size (every size occurs an even number of
 *           times): from such a position every move is answered by the
 *           same move on the twin pile; from any other, one move on the
 *           largest pile makes the position paired (see the analysis).
 * Input:    cases up to a line 0: a line n (1 <= n <= 10), then a line of
 *           n pile sizes 1 <= a_i <= 100.
 * Output:   "1" if Alice wins, else "0".
 * Limits:   1 s, 30000 KB.
 * Cost:     O(n + 100) per case: a count of each size.
 * Verified: against the brute-force oracle in oracles/new_stone_game.py on
 *           testdata/new-stone-game/ (make test) and by
 *           python3 judge.py stress new-stone-game.
 */
#include <stdio.h>

#define MAX_SIZE 100

/* Is some size's count odd? count[s] = how many piles hold s stones. */
static int unpaired(const int count[MAX_SIZE + 1])
{
    int s;

    for (s = 0; s <= MAX_SIZE; s++)
        if (count[s] % 2 != 0)
            return 1;
    return 0;
}

int main(void)
{
    int n, i, a, count[MAX_SIZE + 1];

    while (scanf("%d", &n) == 1 && n != 0) {
        for (i = 0; i <= MAX_SIZE; i++)
            count[i] = 0;
        for (i = 0; i < n; i++) {
            if (scanf("%d", &a) != 1)
                return 0;
            if (a >= 0 && a <= MAX_SIZE)
                count[a]++;
        }
        puts(unpaired(count) ? "1" : "0");
    }
    return 0;
}
