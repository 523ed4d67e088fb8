/* Wrong Answer: forbids the chosen number's multiples but not their sums with the numbers already forbidden. */
/*
 * Exposed by 01-sample: in 2 2 5, choosing 2 also forbids 5 = 2 + 3 (3 being forbidden), and wins; this leaves 5 and finds no winning move.
 */
#include <stdio.h>

static unsigned char known[1UL << 19];

static unsigned long after(unsigned long allowed, int x)
{
    unsigned long forbidden = 0, old = ~allowed & 0x7FFFFUL;
    int y;

    for (y = 2; y <= 20; y++)
        if ((old >> (y - 2) & 1UL) || y % x == 0)
            forbidden |= 1UL << (y - 2);
    return 0x7FFFFUL & ~forbidden;
}

static int wins(unsigned long allowed)
{
    int x, won = 0;

    if (known[allowed])
        return known[allowed] == 2;
    for (x = 2; x <= 20 && !won; x++)
        if ((allowed >> (x - 2) & 1UL) && !wins(after(allowed, x)))
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
            scanf("%d", &a);
            allowed |= 1UL << (a - 2);
        }
        printf("Test Case #%d\n", ++k);
        found = 0;
        for (x = 2; x <= 20; x++)
            if ((allowed >> (x - 2) & 1UL) && !wins(after(allowed, x)) && 1) {
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
