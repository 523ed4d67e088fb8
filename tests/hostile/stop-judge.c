/* Accepted: sends SIGSTOP to its parent, to PID 1 and to every other process it can see in /proc, then answers right; the judge is out of its reach and is not stopped */
/* Had a stop reached the judge or its launcher, the run would hang and no
   Accepted verdict would come. */
#include <ctype.h>
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static void stop(long pid)
{
    if (pid > 0 && pid != (long)getpid())   /* kill(0, ...) would stop its own group */
        kill((pid_t)pid, SIGSTOP);
}

int main(void)
{
    DIR *proc;
    struct dirent *entry;
    int a, b;

    stop((long)getppid());
    stop(1);
    if ((proc = opendir("/proc")) != NULL) {
        while ((entry = readdir(proc)) != NULL)
            if (isdigit((unsigned char)entry->d_name[0]))
                stop(atol(entry->d_name));
        closedir(proc);
    }
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b);
    return 0;
}
