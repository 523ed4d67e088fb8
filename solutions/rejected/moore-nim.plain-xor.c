/* Wrong Answer: decides by the xor of the heaps, as in Nim, whatever k is; that is Moore's test only for k = 1, where the digits are counted modulo 2. */
/*
 * Exposed by 01-sample: "3 2 / 1 2 3" has xor 0 and prints Second, but
 * with two heaps a move the first player takes 1 from the 2 and 2 from
 * the 3, leaving 1 1 1, and wins.
 */
#include <stdio.h>

int main(void)
{
    int t, n, k, i;
    long a, x;

    scanf("%d", &t);
    while (t--) {
        scanf("%d %d", &n, &k);
        x = 0;
        for (i = 0; i < n; i++) {
            scanf("%ld", &a);
            x ^= a;
        }
        puts(x ? "First" : "Second");
    }
    return 0;
}
