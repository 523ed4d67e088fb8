/* Wrong Answer: xors the heap sizes as in plain Nim, forgetting the split into three; heaps of 7 and 0 mod 8 have each other's size as their value. */
/*
 * Exposed by 03-residues-in-the-table: its first case, "38 7 46", is lost
 * (the values 38, 8 and 46 xor to 0), but the sizes xor to 15 and it
 * prints First player wins. The file holds, for every heap of 7 or 0
 * mod 8 up to 200, a lost case that Nim calls won and a won case that
 * Nim calls lost. The sample and every position of up to 9 candies agree
 * with Nim.
 */
#include <stdio.h>

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
            x ^= s;
        }
        puts(x ? "First player wins." : "Second player wins.");
    }
    return 0;
}
