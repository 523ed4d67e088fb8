/* Time Limit Exceeded: searches the moves recursively from the rules and remembers nothing, so proving one pair of odd counts lost re-searches every smaller pair again and again: exponential in the counts. */
/*
 * Exposed by 02-all-small, whose pairs go up to 60 and 60: proving (59, 59)
 * lost alone visits more positions than there are nanoseconds in a day.
 * The answers it gives are right (a position is won iff some division of
 * some box leaves a lost one).
 */
#include <stdio.h>

/* 1 if the player to move wins with a and b counters */
static int wins(long a, long b)
{
    long c;

    for (c = 1; c < a; c++)
        if (!wins(c, a - c))
            return 1;
    for (c = 1; c < b; c++)
        if (!wins(c, b - c))
            return 1;
    return 0;
}

int main(void)
{
    long t, a, b;

    if (scanf("%ld", &t) != 1)
        return 0;
    while (t-- > 0 && scanf("%ld %ld", &a, &b) == 2)
        puts(wins(a, b) ? "First" : "Second");
    return 0;
}
