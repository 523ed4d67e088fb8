/* Wrong Answer: clears the screen, rings the bell and returns the cursor before its answers, which are one too many: every byte of it reaches the report escaped */
#include <stdio.h>

int main(void)
{
    int a, b;

    fputs("\033[2J\033[H\007\r", stdout);
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\r\033[1A\n", a + b + 1);
    return 0;
}
