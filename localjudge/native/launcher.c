/* The launcher sits between the judge and a submission. It sets the limits
   and forks the program from a process of its own a few hundred KiB in
   size: Linux carries a process's peak memory across exec, so a program
   forked straight from the judge would be charged the judge's own memory.
   Built by localjudge/runner.py into build/. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

/* usage: launcher REPORT_FD CPU_SECONDS ADDRESS_SPACE STACK FILE_SIZE PROGRAM [ARG...]
   Runs PROGRAM under the limits (bytes) and writes
   "STATUS UTIME_US STIME_US MAXRSS_KIB" to REPORT_FD when it has ended. */
static void limit(int resource, unsigned long soft, unsigned long hard)
{
    struct rlimit value;
    value.rlim_cur = soft;
    value.rlim_max = hard;
    setrlimit(resource, &value);
}

int main(int argc, char **argv)
{
    int report, status;
    unsigned long cpu;
    pid_t child;
    struct rusage usage;
    char line[160];
    if (argc < 7)
        return 125;
    report = atoi(argv[1]);
    cpu = strtoul(argv[2], NULL, 10);
    child = fork();
    if (child < 0)
        return 126;
    if (child == 0) {
        close(report);
        limit(RLIMIT_CPU, cpu, cpu + 1);
        limit(RLIMIT_AS, strtoul(argv[3], NULL, 10), strtoul(argv[3], NULL, 10));
        limit(RLIMIT_STACK, strtoul(argv[4], NULL, 10), strtoul(argv[4], NULL, 10));
        limit(RLIMIT_FSIZE, strtoul(argv[5], NULL, 10), strtoul(argv[5], NULL, 10));
        limit(RLIMIT_CORE, 0, 0);
        execvp(argv[6], argv + 6);
        _exit(127);
    }
    /* The program's output pipes must close when the program's side does. */
    close(0);
    close(1);
    close(2);
    while (wait4(child, &status, 0, &usage) < 0)
        if (errno != EINTR)
            return 126;
    snprintf(line, sizeof line, "%d %ld %ld %ld\n", status,
             (long)usage.ru_utime.tv_sec * 1000000L + (long)usage.ru_utime.tv_usec,
             (long)usage.ru_stime.tv_sec * 1000000L + (long)usage.ru_stime.tv_usec,
             (long)usage.ru_maxrss);
    return write(report, line, strlen(line)) < 0;
}
