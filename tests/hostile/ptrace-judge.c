/* Accepted: tries to ptrace-attach to its parent, to PID 1 and to every other process in /proc; none lets it, so it answers right */
/* An attach that works is reported as "LEAK ptrace PID" (then undone),
   which makes the output wrong. */
#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/ptrace.h>
#include <sys/wait.h>
#include <unistd.h>

static void attach(long pid)
{
    if (pid <= 0 || pid == (long)getpid())
        return;
    if (ptrace(PTRACE_ATTACH, (pid_t)pid, NULL, NULL) == 0) {
        printf("LEAK ptrace %ld\n", pid);
        waitpid((pid_t)pid, NULL, __WALL);
        ptrace(PTRACE_DETACH, (pid_t)pid, NULL, NULL);
    }
}

int main(void)
{
    DIR *proc;
    struct dirent *entry;
    int a, b;

    attach((long)getppid());
    attach(1);
    if ((proc = opendir("/proc")) != NULL) {
        while ((entry = readdir(proc)) != NULL)
            if (isdigit((unsigned char)entry->d_name[0]))
                attach(atol(entry->d_name));
        closedir(proc);
    }
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b);
    return 0;
}
