/* Compilation Error: a missing semicolon and an undeclared name */
#include <stdio.h>

int main(void)
{
    int a, b
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + c);
    return 0;
}
