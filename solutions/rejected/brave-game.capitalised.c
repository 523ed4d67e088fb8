/* Wrong Answer: prints "First"/"Second" with a capital letter (as a machine translation of the page has it); the judge compares the words case-sensitively. */
/*
 * Exposed by 01-sample: its first line must be "first". The tokens differ
 * in case, so it is a Wrong Answer, not a Presentation Error.
 */
#include <stdio.h>

int main(void)
{
    int c, n, m;

    scanf("%d", &c);
    while (c-- > 0 && scanf("%d %d", &n, &m) == 2)
        puts(n % (m + 1) == 0 ? "Second" : "First");
    return 0;
}
