/* Wrong Answer: prints "kiki"/"cici" in lowercase, and the judge compares the words case-sensitively. */
/*
 * Exposed by every input: the very first sample line (n = 1) expects "Kiki".
 * The tokens differ in case, so it is not a Presentation Error.
 */
#include <stdio.h>

int main(void)
{
    int n;

    while (scanf("%d", &n) == 1) {
        if (n % 3 != 0)
            puts("kiki");
        else
            puts("cici");
    }
    return 0;
}
