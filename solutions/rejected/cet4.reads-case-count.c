/* Wrong Answer: reads a number of test cases first, but the input has no count: the first n is taken as the count and never answered. */
/*
 * Exposed by every input: on the sample "1", "3" it reads t = 1, answers
 * only n = 3 and prints "Cici" where "Kiki" then "Cici" is expected.
 */
#include <stdio.h>

int main(void)
{
    int t, n;

    scanf("%d", &t);
    while (t--) {
        scanf("%d", &n);
        if (n % 3 != 0)
            puts("Kiki");
        else
            puts("Cici");
    }
    return 0;
}
