/* Accepted: tries to empty both input files of the test data, then answers right from the input it was given */
/* Had the truncation worked on the file being fed to it, its input (and so
   its output) would be empty and the verdict Wrong Answer; the harness also
   checks the files did not change. */
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

#define DATA_DIR "@DATA_DIR@"

int main(void)
{
    int a, b, fd;

    if ((fd = open(DATA_DIR "/01-sample.in", O_WRONLY | O_TRUNC)) >= 0)
        close(fd);
    if ((fd = open(DATA_DIR "/02-two-pairs.in", O_WRONLY | O_TRUNC)) >= 0)
        close(fd);
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b);
    return 0;
}
