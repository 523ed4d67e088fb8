/* Wrong Answer: argues that the first player wins whenever he has a move at all (only n = 1 is lost), as in games where strategy stealing works; here the odd boards are lost for him. */
/*
 * Exposed by 02-small: n = 3 prints 8600, but ailyanlu wins (he answers
 * inside the dominoes that cover the board but the corner).
 */
#include <stdio.h>

int main(void)
{
    int n;

    while (scanf("%d", &n) == 1 && n != 0)
        puts(n > 1 ? "8600" : "ailyanlu");
    return 0;
}
