/* Wrong Answer: guesses from a mirror strategy that exactly the squares are lost; they are not (5 x 5 is won), and other sheets are (2 x 3). */
/*
 * Exposed by 01-sample: 3 x 2 prints WIN, but both its cuts leave a strip
 * of width 1 for the opponent.
 */
#include <stdio.h>

int main(void)
{
    int w, h;

    while (scanf("%d %d", &w, &h) == 2)
        puts(w == h ? "LOSE" : "WIN");
    return 0;
}
