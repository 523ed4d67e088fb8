/* Wrong Answer: guesses "Bob wins for every odd n" from the samples (the rule of the empty-either-box game), but Bob wins only when n + 1 is a power of two. */
/*
 * Exposed by n = 5, the first odd n with n + 1 not a power of two: Alice
 * splits 5 into 2 and 3 and wins. Likewise 9, 11, 13, ...
 */
#include <stdio.h>

int main(void)
{
    int n;

    while (scanf("%d", &n) == 1 && n != 0) {
        if (n % 2 == 1)
            puts("Bob");
        else
            puts("Alice");
    }
    return 0;
}
