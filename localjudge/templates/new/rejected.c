/* Wrong Answer: takes n mod k for n mod (k + 1), an off-by-one in the period of the example game; replace this file with the classic mistakes of your own problem, one file each, the verdict it must get on this first line. */
#include <stdio.h>

int main(void)
{
    long n, k;

    while (scanf("%ld %ld", &n, &k) == 2)
        puts(n % k != 0 ? "first" : "second");
    return 0;
}
