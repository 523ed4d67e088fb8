/* Wrong Answer: xors the pile sizes as in plain Nim; moving stones onto other piles changes the game, and only equal pairs lose. */
/*
 * Exposed by 01-sample: "2 1 3" has xor 0 and prints 0, but Alice wins:
 * she removes the pile of 3, putting one of its stones on the pile of 1
 * and taking the other two away, and leaves 2 2.
 */
#include <stdio.h>

int main(void)
{
    int n, a, x;

    while (scanf("%d", &n) == 1 && n != 0) {
        x = 0;
        while (n--) {
            scanf("%d", &a);
            x ^= a;
        }
        puts(x ? "1" : "0");
    }
    return 0;
}
