/* Runtime Error: calls abort() after answering right (SIGABRT) */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int a, b;

    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b);
    fflush(stdout);
    abort();
}
