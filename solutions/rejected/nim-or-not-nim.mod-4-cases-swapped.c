/* Wrong Answer: remembers that heaps of 3 and 0 mod 4 have the values n + 1 and n - 1, but the wrong way round (n - 1 for 3 mod 4, n + 1 for 0 mod 4). */
/*
 * Exposed by 02-all-small: "2 3" has values 2 and 4 and is won (Alice),
 * but the swapped values 2 and 2 cancel and print Bob. The sample passes
 * ("2 2 3" stays nonzero, "3 3" stays zero).
 */
#include <stdio.h>

unsigned long sg(unsigned long n)
{
    if (n % 4 == 3)
        return n - 1;
    if (n % 4 == 0)
        return n + 1;
    return n;
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
