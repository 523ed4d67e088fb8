/* Wrong Answer: raises the value of a heap of 8k + 7 to 8k + 8, but leaves a heap of 8k + 8 at its own size instead of lowering it to 8k + 7: the swap done one way only. */
/*
 * Exposed by 03-residues-in-the-table: each heap of 0 mod 8 stands beside
 * two heaps whose values xor to its true value 8k + 7, a lost position,
 * and is valued 8k + 8, which prints First player wins. Every position of
 * up to 9 candies keeps its outcome.
 */
#include <stdio.h>

long sg(long n)
{
    if (n % 8 == 7)
        return n + 1;
    return n;
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
