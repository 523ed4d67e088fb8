/* Wrong Answer: checks that the piles match in equal pairs by comparing the 1st with the 2nd, the 3rd with the 4th, ... as they come, without sorting them first. */
/*
 * Exposed by 03-unsorted-pairs: "3 5 3 5" is paired (lost, 0), but the
 * neighbours 3 5 differ and it prints 1.
 */
#include <stdio.h>

int main(void)
{
    int n, i, a[10], paired;

    while (scanf("%d", &n) == 1 && n != 0) {
        for (i = 0; i < n; i++)
            scanf("%d", &a[i]);
        paired = n % 2 == 0;
        for (i = 0; paired && i + 1 < n; i += 2)
            if (a[i] != a[i + 1])
                paired = 0;
        puts(paired ? "0" : "1");
    }
    return 0;
}
