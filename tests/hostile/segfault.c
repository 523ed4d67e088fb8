/* Runtime Error: writes through a null pointer (SIGSEGV) */
#include <stdio.h>

int main(void)
{
    int * volatile nowhere = NULL;
    int a, b;

    if (scanf("%d %d", &a, &b) == 2)
        *nowhere = a + b;
    printf("%d\n", *nowhere);
    return 0;
}
