/* Time Limit Exceeded: works out each heap's Grundy value by a recursion over every move (each removal, kept whole or split in two) that remembers nothing, so a heap of n makes exponentially many calls; heaps go up to 2^31 - 1. */
/*
 * Exposed by 03-lasker-traps and 04-bounds, whose heaps go up to 2^31 - 1;
 * a heap of 25 alone takes billions of calls. The answers it gives are
 * right: the value is the least v no move reaches, keeping m < n beads
 * reaching g(m) and a split of them into a and m - a reaching
 * g(a) xor g(m - a).
 */
#include <stdio.h>

unsigned long sg(unsigned long n);

/* 1 if some move from a heap of n reaches a position of value v */
int reaches(unsigned long n, unsigned long v)
{
    unsigned long m, a;

    for (m = 0; m < n; m++) {
        if (sg(m) == v)
            return 1;
        for (a = 1; 2 * a <= m; a++)
            if ((sg(a) ^ sg(m - a)) == v)
                return 1;
    }
    return 0;
}

unsigned long sg(unsigned long n)
{
    unsigned long v = 0;

    while (reaches(n, v))
        v++;
    return v;
}

int main(void)
{
    int n;
    unsigned long a, x;

    while (scanf("%d", &n) == 1) {
        x = 0;
        while (n--) {
            scanf("%lu", &a);
            x ^= sg(a);
        }
        puts(x ? "Win" : "Lose");
    }
    return 0;
}
