/* Wrong Answer: decides by N % (k + 1) == 0, the last-stone-wins rule, but here writing N loses, so the number to aim for is N - 1 and the lost values are (N - 1) % (k + 1) == 0. */
/*
 * Exposed by 01-sample: "1 1" has 1 % 2 = 1 and prints Tang, but Tang's
 * first number already reaches N = 1 and Jiang wins.
 */
#include <stdio.h>

int main(void)
{
    long n, k;

    while (scanf("%ld %ld", &n, &k) == 2 && (n != 0 || k != 0))
        puts(n % (k + 1) != 0 ? "Tang" : "Jiang");
    return 0;
}
