/* Wrong Answer: walks up from the folder of the library named in LD_PRELOAD (and tries the data folder itself) looking for the test data; none is in reach, so it prints 0 for each pair */
/* Finding an answer file proves the data is in reach; it then prints the
   right sums, and the verdict would be Accepted instead. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

static int data_reached(void)
{
    const char *preload = getenv("LD_PRELOAD");
    char folder[4096], path[8192], *slash;

    if (readable(DATA_DIR "/01-sample.ans"))
        return 1;
    if (preload == NULL)
        return 0;
    snprintf(folder, sizeof folder, "%s", preload);
    folder[strcspn(folder, ": ")] = '\0';     /* the first library only */
    while ((slash = strrchr(folder, '/')) != NULL) {
        *slash = '\0';                       /* up one folder */
        snprintf(path, sizeof path, "%s/testdata/echo-sum/01-sample.ans", folder);
        if (readable(path))
            return 1;
    }
    return 0;
}

int main(void)
{
    int a, b, found = data_reached();

    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", found ? a + b : 0);
    return 0;
}
