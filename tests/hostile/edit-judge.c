/* Accepted: tries to append a line to the judge's own Python sources, then answers right */
/* Had it worked, the judge would run edited code from then on; the harness
   checks the files did not change. */
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

#define ROOT "@ROOT@"

static void append(const char *path)
{
    int fd = open(path, O_WRONLY | O_APPEND);

    if (fd >= 0) {
        if (write(fd, "# edited\n", 9) < 0)
            perror(path);
        close(fd);
    }
}

int main(void)
{
    int a, b;

    append(ROOT "/judge.py");
    append(ROOT "/localjudge/compare.py");
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b);
    return 0;
}
