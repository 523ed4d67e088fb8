/* Accepted: writes 8 MiB to standard error, which does not count, then answers right */
#include <stdio.h>
#include <string.h>

int main(void)
{
    static char line[4096];
    int a, b, i;

    memset(line, 'e', sizeof line - 1);
    line[sizeof line - 2] = '\n';
    for (i = 0; i < 2048; i++)
        fputs(line, stderr);
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b);
    return 0;
}
