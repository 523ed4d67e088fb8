/* Runtime Error: like fork-setsid-sleepers.c, but the sleepers first wipe their environment strings so no marker put there finds them; fork is refused, one process only (exit status 2) */
/* If the first fork fails, it ends at once with status 2. A judge without a
   process limit would let the sleepers start; it then answers right, and
   the judge must still kill them all. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define CHILDREN 3

extern char **environ;

/* Overwrite the strings /proc/PID/environ shows. */
static void scrub_environment(void)
{
    char **variable;

    for (variable = environ; *variable != NULL; variable++)
        memset(*variable, 0, strlen(*variable));
}

static pid_t leave_sleepers(int ready)
{
    pid_t pid = fork();

    if (pid != 0)
        return pid;
    scrub_environment();
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
