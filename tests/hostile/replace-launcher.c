/* Accepted: tries to empty the judge's launcher, then to replace it with junk, then answers right */
/* Had it worked, the next runs would start a broken launcher; the harness
   checks the file did not change. */
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

#define LAUNCHER "@BUILD_DIR@/launcher"

int main(void)
{
    static const char junk[] = "#!/bin/sh\necho 3\n";
    int a, b, fd;

    if ((fd = open(LAUNCHER, O_WRONLY | O_TRUNC)) >= 0)
        close(fd);
    unlink(LAUNCHER);
    if ((fd = open(LAUNCHER, O_WRONLY | O_CREAT | O_TRUNC, 0755)) >= 0) {
        if (write(fd, junk, sizeof junk - 1) < 0)
            perror(LAUNCHER);
        close(fd);
    }
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b);
    return 0;
}
