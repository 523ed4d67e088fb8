/* Wrong Answer: the step recurrence found in many published solutions: with s the step of (b, a mod b), it adds 2 when s is odd and 1 when it is even, also after a forced move (a < 2b), where the step is always s + 1. Every step it gives is odd, so it prints MM for every case. */
/*
 * Exposed by 01-sample: the second case's (3, 2) gets step 3 (its only
 * move leaves (2, 1), step 1, so the step is 2), and the answer MM
 * instead of GG. 04-lost-games holds only lost games, each answered MM.
 */
#include <stdio.h>

/* step of (a, b), a >= b >= 1, as the copied recurrence has it */
int step(int a, int b)
{
    int s;

    if (a % b == 0)
        return 1;
    s = step(b, a % b);
    return s % 2 == 1 ? s + 2 : s + 1;
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
