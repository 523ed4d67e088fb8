/* Wrong Answer: looks up the path behind its standard input and, if it is a test's .in file, copies the .ans beside it; the sandbox gives a pipe, so it prints 0 for each pair */
/* If /proc/self/fd/0 named ".../01-sample.in", the answer would be copied
   from ".../01-sample.ans" and the verdict would be Accepted instead. */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int copy_answer(void)
{
    char path[4096], buffer[4096];
    ssize_t length = readlink("/proc/self/fd/0", path, sizeof path - 8);
    int fd, copied = 0;

    if (length < 3 || strncmp(path + length - 3, ".in", 3) != 0)
        return 0;
    strcpy(path + length - 3, ".ans");
    if ((fd = open(path, O_RDONLY)) < 0)
        return 0;
    while ((length = read(fd, buffer, sizeof buffer)) > 0)
        copied += write(1, buffer, length) == length;
    close(fd);
    return copied;
}

int main(void)
{
    int a, b;

    if (copy_answer())
        return 0;
    while (scanf("%d %d", &a, &b) == 2)
        printf("0\n");
    return 0;
}
