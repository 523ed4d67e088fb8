/* Accepted: blanks and tabs at line ends and blank lines at the end are ignored */
#include <stdio.h>

int main(void)
{
    int a, b;

    while (scanf("%d %d", &a, &b) == 2)
        printf("%d  \t \n", a + b);
    printf("\n \n\n");
    return 0;
}
