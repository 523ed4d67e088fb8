/* Wrong Answer: decides by the parity of n (odd -> Kiki), but the losing piles are the multiples of 3, not the even numbers. */
/*
 * Exposed by n = 2 (even, yet Kiki takes both cards), n = 3 (odd, yet Kiki
 * loses: the sample's second line) and every n with n % 2 != (n % 3 != 0).
 */
#include <stdio.h>

int main(void)
{
    int n;

    while (scanf("%d", &n) == 1) {
        if (n % 2 == 1)
            puts("Kiki");
        else
            puts("Cici");
    }
    return 0;
}
