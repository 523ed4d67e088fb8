/* The I/O floor of make bench: what a solution's time cannot go below. It
   reads every integer of its input with scanf, as a solution does, up to a
   line "#"; then it copies the rest of its input, which is what the
   solution printed, to standard output in large blocks. Built by
   localjudge/runner.py into build/; run in the sandbox like a solution. */
#include <stdio.h>

int main(void)
{
    static char block[1 << 16];
    long value, odd = 0;
    size_t got;

    while (scanf("%ld", &value) == 1)
        odd += value & 1;           /* uses every value read */
    if (getchar() != '#' || getchar() != '\n')
        return 2;
    while ((got = fread(block, 1, sizeof block, stdin)) > 0)
        if (fwrite(block, 1, got, stdout) != got)
            return 3;
    return odd < 0;
}
