/* Time Limit Exceeded: walks every count from 2 up to n for each line, one step a count, so a single n near 10^9 takes about a second, and the data asks many of them. */
/*
 * Exposed by 04-powers-of-two-and-bounds, whose n add up to about 5 * 10^9
 * steps (2^29 - 2 .. 2^29 and 10^9 - 1 .. 10^9 alone are 3.6 * 10^9).
 * The walk is right and needs no table, so it fits any memory limit: the
 * larger box's count b loses iff no count from ceil(b/2) to b - 1 loses,
 * and only the largest losing count seen so far matters.
 */
#include <stdio.h>

int main(void)
{
    long n, b, last_lose;

    while (scanf("%ld", &n) == 1 && n != 0) {
        last_lose = 1;              /* (1, 1): no move, the mover loses */
        for (b = 2; b <= n; b++)
            if (last_lose < (b + 1) / 2)
                last_lose = b;
        puts(last_lose == n ? "Bob" : "Alice");
    }
    return 0;
}
