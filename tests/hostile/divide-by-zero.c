/* Runtime Error: integer division by a zero read from a volatile, so it cannot be folded away (SIGFPE) */
#include <stdio.h>

int main(void)
{
    volatile int zero = 0;
    int a, b;

    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", (a + b) / zero);
    return 0;
}
