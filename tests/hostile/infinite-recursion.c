/* Runtime Error: recursion without end overflows the 8 MiB stack (SIGSEGV) */
#include <stdio.h>

/* Not a tail call, and the volatile frame cannot be optimised away. */
static int depth(int n)
{
    volatile char frame[256];

    frame[0] = (char)n;
    return depth(n + 1) + frame[0];
}

int main(void)
{
    int a, b;

    if (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", depth(a + b));
    return 0;
}
