/* Accepted: tries to read the environment of every other process in /proc and checks whether HOME is the judge's; it sees neither, so it answers right */
/* Another process's environment read, or the judge's HOME inherited, is
   reported as a "LEAK" line, which makes the output wrong. */
#include <ctype.h>
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define HOME "@HOME@"

/* Whether /proc/PID/environ holds anything but NUL bytes. */
static int environ_readable(const char *pid)
{
    char path[64], buffer[4096];
    ssize_t length, i;
    int fd, found = 0;

    snprintf(path, sizeof path, "/proc/%s/environ", pid);
    if ((fd = open(path, O_RDONLY)) < 0)
        return 0;
    while (!found && (length = read(fd, buffer, sizeof buffer)) > 0)
        for (i = 0; i < length; i++)
            found |= buffer[i] != '\0';
    close(fd);
    return found;
}

int main(void)
{
    DIR *proc;
    struct dirent *entry;
    const char *home = getenv("HOME");
    int a, b;

    if ((proc = opendir("/proc")) != NULL) {
        while ((entry = readdir(proc)) != NULL)
            if (isdigit((unsigned char)entry->d_name[0])
                    && atol(entry->d_name) != (long)getpid()
                    && environ_readable(entry->d_name))
                printf("LEAK environ %s\n", entry->d_name);
        closedir(proc);
    }
    if (home != NULL && strcmp(home, HOME) == 0)
        printf("LEAK home\n");
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b);
    return 0;
}
