/* Accepted: like fork-setsid-sleepers.c, but the sleepers first wipe their environment strings, so no marker put there finds them; the judge must still kill them all */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The test writes a file name here before it compiles this source; every
   pid this program leaves behind is appended to that file, one a line. */
#define PID_FILE "@PID_FILE@"
#define CHILDREN 3

extern char **environ;

/* Overwrite the strings /proc/PID/environ shows. */
static void scrub_environment(void)
{
    char **variable;

    for (variable = environ; *variable != NULL; variable++)
        memset(*variable, 0, strlen(*variable));
}

static void leave_sleepers(int report)
{
    pid_t pid;

    if (fork() != 0)
        return;
    scrub_environment();
    setsid();
    fork();
    pid = getpid();
    if (write(report, &pid, sizeof pid) != sizeof pid)
        _exit(1);
    for (;;)
        sleep(1000);
}

int main(void)
{
    FILE *pids;
    int report[2], i, a, b;
    pid_t pid;

    if (pipe(report) != 0 || (pids = fopen(PID_FILE, "a")) == NULL)
        return 1;
    fflush(stdout);
    for (i = 0; i < CHILDREN; i++)
        leave_sleepers(report[1]);
    for (i = 0; i < 2 * CHILDREN; i++)
        if (read(report[0], &pid, sizeof pid) == sizeof pid)
            fprintf(pids, "%ld\n", (long)pid);
    fclose(pids);
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b);
    return 0;
}
