/* Wrong Answer: xors the heap sizes as in plain Nim, forgetting that a heap may also be split in two; the values of heaps of 3 and 0 mod 4 are not their sizes. */
/*
 * Exposed by 02-all-small: "1 2 3" has xor 0 and prints Bob, but Alice
 * splits the 3 into 1 and 2 and wins (the values are 1, 2, 4). The
 * sample passes: both its cases happen to agree with Nim.
 */
#include <stdio.h>

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
            x ^= s;
        }
        puts(x ? "Alice" : "Bob");
    }
    return 0;
}
