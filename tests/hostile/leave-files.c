/* Accepted: tries to leave a file named judge-hostile-leftover in /tmp, /dev/shm, the judge's home, $HOME and its working folder, then answers right */
/* The harness checks the host's /tmp, /dev/shm and home did not change. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#define HOME "@HOME@"
#define NAME "judge-hostile-leftover"

static void leave(const char *folder)
{
    char path[4096];
    int fd;

    if (folder == NULL)
        return;
    snprintf(path, sizeof path, "%s/%s", folder, NAME);
    if ((fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644)) >= 0) {
        if (write(fd, "left\n", 5) < 0)
            perror(path);
        close(fd);
    }
}

int main(void)
{
    int a, b;

    leave("/tmp");
    leave("/dev/shm");
    leave(HOME);
    leave(getenv("HOME"));
    leave(".");
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b);
    return 0;
}
