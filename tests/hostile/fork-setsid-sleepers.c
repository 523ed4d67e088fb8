/* Accepted: answers right, but first leaves children that call setsid, fork again and sleep on with its output pipes open; the judge must still end at once and kill them all */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

/* The test writes a file name here before it compiles this source; every
   pid this program leaves behind is appended to that file, one a line. */
#define PID_FILE "@PID_FILE@"
#define CHILDREN 3

/* Start a child that leaves the session, forks a grandchild, and sleeps
   forever with the grandchild; both report their pid on the pipe. */
static void leave_sleepers(int report)
{
    pid_t pid;

    if (fork() != 0)
        return;
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
