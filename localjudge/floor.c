/* The I/O floor of make bench: what a solution's time cannot go below. It
   reads every integer of its input with scanf, as a solution does, and
   every other word (a board row, say) with scanf's %s, up to a line "#";
   then it copies the rest of its input, which is what the solution
   printed, to standard output in large blocks. It exits with 2 if the
   line "#" is missing. Built and run as a solution is, in the sandbox
   (localjudge/bench.py). */
#include <stdio.h>
#include <string.h>

int main(void)
{
    static char block[1 << 16];
    char word[256] = "";
    long value, odd = 0;
    size_t got;

    for (;;) {                      /* uses every value and word read */
        if (scanf("%ld", &value) == 1)
            odd += value & 1;
        else if (scanf("%255s", word) == 1 && strcmp(word, "#") != 0)
            odd += word[0] & 1;
        else
            break;
    }
    if (strcmp(word, "#") != 0 || getchar() != '\n')
        return 2;
    while ((got = fread(block, 1, sizeof block, stdin)) > 0)
        if (fwrite(block, 1, got, stdout) != got)
            return 3;
    return odd < 0;
}
