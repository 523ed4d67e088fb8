/* Runtime Error: tries to fork 100000 children that pause forever, but fork is refused, one process only (exit status 2) */
/* It forks up to 100000 children that pause forever, stopping at the first
   refusal. If more than 64 were made, the attack worked and it answers
   right; otherwise it ends with status 2. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#define TRIES 100000

int main(void)
{
    int a, b, made = 0;
    pid_t pid;

    fflush(stdout);
    while (made < TRIES) {
        pid = fork();
        if (pid < 0)
            break;
        if (pid == 0)
            for (;;)
                pause();
        made++;
    }
    if (made <= 64)
        exit(2);
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b);
    return 0;
}
