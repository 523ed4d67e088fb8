/* Time Limit Exceeded: works out each heap's Grundy value by a recursion over every move (each take and each split in two) that remembers nothing, so a heap of n makes about 3^n calls. */
/*
 * Exposed by 03-residues-in-the-table, whose heaps go up to 400: a heap of
 * 20 alone takes some 3 * 10^9 calls. The answers it gives are right: the
 * value is the least v that no move reaches, a take reaching g(m) for each
 * m < n and a split into a and n - a reaching g(a) xor g(n - a).
 */
#include <stdio.h>

unsigned long sg(unsigned long n);

/* 1 if some move from a heap of n reaches a position of value v */
int reaches(unsigned long n, unsigned long v)
{
    unsigned long m, a;

    for (m = 0; m < n; m++)
        if (sg(m) == v)
            return 1;
    for (a = 1; 2 * a <= n; a++)
        if ((sg(a) ^ sg(n - a)) == v)
            return 1;
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
    int t, n;
    unsigned long s, x;

    scanf("%d", &t);
    while (t--) {
        scanf("%d", &n);
        x = 0;
        while (n--) {
            scanf("%lu", &s);
            x ^= sg(s);
        }
        puts(x ? "Alice" : "Bob");
    }
    return 0;
}
