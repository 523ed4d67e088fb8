/* Accepted: tries to push "echo pwned" into a terminal's input with TIOCSTI on its standard streams and on /dev/tty; it has no terminal, so it answers right */
/* A push that works is reported as "LEAK tiocsti", which makes the output
   wrong. */
#include <fcntl.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <unistd.h>

static int push(int fd)
{
    const char *c;
    int pushed = 0;

    for (c = "echo pwned\n"; *c != '\0'; c++)
        pushed |= ioctl(fd, TIOCSTI, c) == 0;
    return pushed;
}

int main(void)
{
    int a, b, fd, pushed = push(0) | push(1) | push(2);

    if ((fd = open("/dev/tty", O_RDWR)) >= 0) {
        pushed |= push(fd);
        close(fd);
    }
    if (pushed)
        printf("LEAK tiocsti\n");
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b);
    return 0;
}
