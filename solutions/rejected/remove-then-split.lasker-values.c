/* Wrong Answer: sees that a heap may be split and uses the values of Lasker's Nim (n + 1 for 3 mod 4, n - 1 for 0 mod 4), where a split is a move of its own; here a split comes after a removal and every heap is worth its size. */
/*
 * Exposed by 01-sample: "1 2 3" has Lasker values 1, 2, 4 (xor 7, Win),
 * but the xor of the sizes is 0 and the first player loses.
 */
#include <stdio.h>

int main(void)
{
    int n;
    unsigned long a, x;

    while (scanf("%d", &n) == 1) {
        x = 0;
        while (n--) {
            scanf("%lu", &a);
            if (a % 4 == 3)
                x ^= a + 1;
            else if (a % 4 == 0)
                x ^= a - 1;
            else
                x ^= a;
        }
        puts(x ? "Win" : "Lose");
    }
    return 0;
}
