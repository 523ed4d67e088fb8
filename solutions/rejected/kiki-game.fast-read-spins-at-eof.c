/* Time Limit Exceeded: a hand-written getchar() reader skips non-digits until it finds one and never tests for EOF, so it spins forever when the "0 0" line is missing. */
/*
 * Exposed by 07-no-terminator and 08-no-terminator-no-newline: after the
 * last pair getchar() returns EOF for ever and the skip loop never ends,
 * printing nothing more. Inputs ending in "0 0" pass.
 */
#include <stdio.h>

static int read_int(void)
{
    int c, x = 0;

    c = getchar();
    while (c < '0' || c > '9')
        c = getchar();
    while (c >= '0' && c <= '9') {
        x = x * 10 + (c - '0');
        c = getchar();
    }
    return x;
}

int main(void)
{
    int n, m;

    for (;;) {
        n = read_int();
        m = read_int();
        if (n == 0 && m == 0)
            break;
        if (n % 2 == 1 && m % 2 == 1)
            puts("What a pity!");
        else
            puts("Wonderful!");
    }
    return 0;
}
