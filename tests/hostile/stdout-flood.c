/* Output Limit Exceeded: writes to standard output forever */
#include <stdio.h>
#include <string.h>

int main(void)
{
    static char line[4096];

    memset(line, '3', sizeof line - 1);
    line[sizeof line - 2] = '\n';
    for (;;)
        fputs(line, stdout);
}
