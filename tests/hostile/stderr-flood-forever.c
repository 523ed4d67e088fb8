/* Time Limit Exceeded: floods standard error forever; the judge drains and discards it, so the program never ends */
#include <stdio.h>
#include <string.h>

int main(void)
{
    static char line[4096];

    memset(line, 'e', sizeof line - 1);
    line[sizeof line - 2] = '\n';
    for (;;)
        fputs(line, stderr);
}
