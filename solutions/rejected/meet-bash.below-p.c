/* Wrong Answer: takes the lost residues as 1 <= r < p, forgetting that a heap of exactly p coins must also be taken whole (a move takes at least p). */
/*
 * Exposed by 02-all-small: "2 2 4" prints WIN, but the only move takes
 * both coins, the last one among them, and loses.
 */
#include <stdio.h>

int main(void)
{
    long n, p, q;
    long r;

    while (scanf("%ld %ld %ld", &n, &p, &q) == 3) {
        r = n % (p + q);
        puts(r >= 1 && r < p ? "LOST" : "WIN");
    }
    return 0;
}
