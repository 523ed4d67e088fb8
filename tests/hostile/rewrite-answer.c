/* Wrong Answer: overwrites both answer files with zeros and prints 0 for each pair; the data is out of its reach, so the zeros are wrong */
/* Had the rewrite worked, a judge that reads the answer after the run
   would find "0" expected and give Accepted instead. */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#define DATA_DIR "@DATA_DIR@"

static void rewrite(const char *path, const char *text)
{
    int fd = open(path, O_WRONLY | O_TRUNC);

    if (fd >= 0) {
        if (write(fd, text, strlen(text)) < 0)
            perror(path);
        close(fd);
    }
}

int main(void)
{
    int a, b;

    rewrite(DATA_DIR "/01-sample.ans", "0\n");
    rewrite(DATA_DIR "/02-two-pairs.ans", "0\n0\n");
    while (scanf("%d %d", &a, &b) == 2)
        printf("0\n");
    return 0;
}
