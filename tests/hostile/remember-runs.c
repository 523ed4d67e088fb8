/* Accepted: leaves a mark in /dev/shm and /tmp and answers wrong when it finds one from an earlier run: every run starts from the same empty state */
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

static int marked(const char *path)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0644);

    if (fd < 0)
        return 1;               /* there already: an earlier run left it */
    close(fd);
    return 0;
}

int main(void)
{
    int a, b, earlier;

    earlier = marked("/dev/shm/judge-run-mark") | marked("/tmp/judge-run-mark");
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", earlier ? a + b + 1 : a + b);
    return 0;
}
