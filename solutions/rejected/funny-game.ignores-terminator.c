/* Wrong Answer: reads numbers until end of file and never checks for the "0" line, so the terminator (and anything after it) is answered as a case. */
/*
 * Exposed by every input: the sample's "0" gets an answer of its own,
 * one line more than the cases.
 */
#include <stdio.h>

int main(void)
{
    int n;

    while (scanf("%d", &n) == 1)
        puts(n <= 2 ? "Alice" : "Bob");
    return 0;
}
