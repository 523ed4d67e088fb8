/* Accepted: reads pairs until end of file and prints each sum on a line */
#include <stdio.h>

int main(void)
{
    int a, b;

    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b);
    return 0;
}
