/* Time Limit Exceeded: works out each heap's Grundy value by a recursion over every move (each take and each split into three) that remembers nothing, so a heap of n makes more than 2^n calls. */
/*
 * Exposed by 03-residues-in-the-table, whose heaps go up to 400: a heap of
 * 30 alone takes some 6 * 10^11 calls. The answers it gives are right:
 * the value is the least v that no move reaches, a take reaching g(m) for
 * each m < n and a split into a <= b <= c reaching g(a) xor g(b) xor g(c).
 */
#include <stdio.h>

long sg(long n);

/* 1 if some move from a heap of n reaches a position of value v */
int reaches(long n, long v)
{
    long m, a, b;

    for (m = 0; m < n; m++)
        if (sg(m) == v)
            return 1;
    for (a = 1; 3 * a <= n; a++)
        for (b = a; a + 2 * b <= n; b++)
            if ((sg(a) ^ sg(b) ^ sg(n - a - b)) == v)
                return 1;
    return 0;
}

long sg(long n)
{
    long v = 0;

    while (reaches(n, v))
        v++;
    return v;
}

int main(void)
{
    int t, n;
    long s, x;

    scanf("%d", &t);
    while (t--) {
        scanf("%d", &n);
        x = 0;
        while (n--) {
            scanf("%ld", &s);
            x ^= sg(s);
        }
        puts(x ? "First player wins." : "Second player wins.");
    }
    return 0;
}
