/* Runtime Error: answers right but main returns 3 (exit status 3) */
#include <stdio.h>

int main(void)
{
    int a, b;

    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b);
    return 3;
}
