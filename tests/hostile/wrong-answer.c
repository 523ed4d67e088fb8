/* Wrong Answer: every sum is off by one */
#include <stdio.h>

int main(void)
{
    int a, b;

    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b + 1);
    return 0;
}
