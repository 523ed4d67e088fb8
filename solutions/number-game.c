/*
 * number-game.c -- POJ 1143 "Number Game"
 *
 * Game:     players choose in turn integers from 2 to 20; a number may not
 *           be chosen once it was chosen, or is a multiple of a chosen
 *           number, or a sum of such multiples; who cannot choose loses.
 *           Given the numbers still allowed, list every winning move.
 * Method:   a remembered search over the sets of allowed numbers (19-bit
 *           masks, bit y - 2 for y). Choosing x forbids, scanning y up
 *           from 2, every y already forbidden, y = x, and every y whose
 *           y - x is forbidden by then: the old forbidden set is closed
 *           under sums, so that is every sum of multiples of x and of the
 *           old ones. A set is won iff some choice leaves a lost one.
 * Input:    lines "n a_1 ... a_n" (1 <= n <= 20, 2 <= a_i <= 20), positions
 *           a game can reach, up to a line 0.
 * Output:   "Test Case #k", then "The winning moves are: a b c" (ascending,
 *           one space apart) or "There's no winning move.", then a blank
 *           line.
 * Limits:   1 s, 64 MB.
 * Cost:     each of the at most 2^19 sets is searched once (in fact only
 *           the few thousand that a game can reach), 19 choices of 19
 *           steps each; 512 KB of memo.
 * Verified: against the brute-force oracle in oracles/number_game.py on
 *           testdata/number-game/ (make test) and by
 *           python3 judge.py stress number-game.
 */
#include <stdio.h>

#define LOW 2
#define HIGH 20
#define ALL ((1UL << (HIGH - LOW + 1)) - 1)

static unsigned char known[1UL << (HIGH - LOW + 1)];   /* 0 unknown, 1 lost, 2 won */

/* The allowed set after choosing x from allowed. */
static unsigned long after(const unsigned long allowed, const int x)
{
    unsigned long forbidden = 0;
    int y;

    for (y = LOW; y <= HIGH; y++)
        if (!(allowed >> (y - LOW) & 1UL) || y == x
            || (y - x >= LOW && (forbidden >> (y - x - LOW) & 1UL)))
            forbidden |= 1UL << (y - LOW);
    return ALL & ~forbidden;
}

/* Does the player to choose from allowed win? */
static int wins(const unsigned long allowed)
{
    int x, won = 0;

    if (known[allowed])
        return known[allowed] == 2;
    for (x = LOW; x <= HIGH && !won; x++)
        if ((allowed >> (x - LOW) & 1UL) && !wins(after(allowed, x)))
            won = 1;
    known[allowed] = (unsigned char)(won ? 2 : 1);
    return won;
}

int main(void)
{
    int n, i, a, x, k = 0, found;
    unsigned long allowed;

    while (scanf("%d", &n) == 1 && n != 0) {
        allowed = 0;
        for (i = 0; i < n; i++) {
            if (scanf("%d", &a) != 1)
                return 0;
            if (a >= LOW && a <= HIGH)
                allowed |= 1UL << (a - LOW);
        }
        printf("Test Case #%d\n", ++k);
        found = 0;
        for (x = LOW; x <= HIGH; x++)
            if ((allowed >> (x - LOW) & 1UL) && !wins(after(allowed, x))) {
                if (!found)
                    printf("The winning moves are:");
                printf(" %d", x);
                found = 1;
            }
        puts(found ? "" : "There's no winning move.");
        puts("");
    }
    return 0;
}
