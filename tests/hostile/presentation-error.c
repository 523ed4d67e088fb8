/* Presentation Error: right sums, but all on one line one blank apart */
#include <stdio.h>

int main(void)
{
    int a, b, first = 1;

    while (scanf("%d %d", &a, &b) == 2) {
        printf(first ? "%d" : " %d", a + b);
        first = 0;
    }
    putchar('\n');
    return 0;
}
