/* Wrong Answer: decides by the parity of n, as if every move took one coin; a move may take two touching coins, and from 3 coins on Bob mirrors. */
/*
 * Exposed by 01-sample: n = 3 prints Alice, but whatever she takes, Bob
 * takes the one or two touching coins left.
 */
#include <stdio.h>

int main(void)
{
    int n;

    while (scanf("%d", &n) == 1 && n != 0)
        puts(n % 2 == 1 ? "Alice" : "Bob");
    return 0;
}
