/* Wrong Answer: treats the games as a normal sum, the xor of their values: each game's outcome (1 won, 0 lost) xored, so MM wins iff an odd number of games are won. But every game is played on every turn, and the game that ends last decides. */
/*
 * Exposed by 01-sample: in the second case (3, 2) is lost and (1, 1) won,
 * so the xor is 1 and this prints MM; GG wins the longer game, (3, 2).
 * 03-two-games has more: two games of (1, 1) give xor 0, yet MM empties
 * both at once.
 */
#include <stdio.h>

/* 1 if the player to move wins Euclid's game (a, b), a >= b >= 1 */
int wins(int a, int b)
{
    if (a % b == 0 || a >= 2 * b)
        return 1;
    return !wins(b, a - b);
}

int main(void)
{
    int n, p, q, x;

    while (scanf("%d", &n) == 1) {
        x = 0;
        while (n-- > 0) {
            scanf("%d %d", &p, &q);
            x ^= p >= q ? wins(p, q) : wins(q, p);
        }
        puts(x ? "MM" : "GG");
    }
    return 0;
}
