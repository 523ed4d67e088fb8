/* Runtime Error: tries to leave children that call setsid, fork again and sleep on with its output pipes open, but fork is refused, one process only (exit status 2) */
/* If the first fork fails, it ends at once with status 2. A judge without a
   process limit would let the sleepers start; it then answers right, and
   the judge must still end at once and kill them all. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#define CHILDREN 3

/* Start a child that leaves the session, forks a grandchild, and sleeps
   forever with it; each closes its end of ready once it is set up. */
static pid_t leave_sleepers(int ready)
{
    pid_t pid = fork();

    if (pid != 0)
        return pid;
    setsid();
    fork();
    close(ready);
    for (;;)
        sleep(1000);
}

int main(void)
{
    int ready[2], a, b, i;
    char byte;

    if (pipe(ready) != 0)
        return 1;
    fflush(stdout);
    for (i = 0; i < CHILDREN; i++)
        if (leave_sleepers(ready[1]) < 0 && i == 0)
            exit(2);
    close(ready[1]);
    while (read(ready[0], &byte, 1) > 0)     /* end of file: all are set up */
        ;
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b);
    return 0;
}
