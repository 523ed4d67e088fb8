/* Wrong Answer: tries to reach the test data through /proc/PID/root and /proc/PID/cwd of every process it can see; they show only the sandbox, so it prints 0 for each pair */
/* Reading any answer file that way proves the data is in reach; it then
   prints the right sums, and the verdict would be Accepted instead. */
#include <ctype.h>
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

#define DATA_DIR "@DATA_DIR@"

static int readable(const char *path)
{
    char byte;
    int fd = open(path, O_RDONLY), got;

    if (fd < 0)
        return 0;
    got = read(fd, &byte, 1) == 1;
    close(fd);
    return got;
}

static int data_reached(const char *pid)
{
    static const char *names[] = { "01-sample.ans", "02-two-pairs.ans", "01-sample.in" };
    char path[8192], cwd[4096];
    ssize_t length;
    int i, found = 0;

    snprintf(path, sizeof path, "/proc/%s/cwd", pid);
    length = readlink(path, cwd, sizeof cwd - 1);
    cwd[length > 0 ? length : 0] = '\0';
    for (i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "/proc/%s/root%s/%s", pid, DATA_DIR, names[i]);
        found |= readable(path);
        snprintf(path, sizeof path, "/proc/%s/cwd/testdata/echo-sum/%s", pid, names[i]);
        found |= readable(path);
        snprintf(path, sizeof path, "/proc/%s/root%s/testdata/echo-sum/%s", pid, cwd, names[i]);
        found |= readable(path);
    }
    return found;
}

int main(void)
{
    DIR *proc = opendir("/proc");
    struct dirent *entry;
    int a, b, found = 0;

    while (proc != NULL && (entry = readdir(proc)) != NULL)
        if (isdigit((unsigned char)entry->d_name[0]))
            found |= data_reached(entry->d_name);
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", found ? a + b : 0);
    return 0;
}
