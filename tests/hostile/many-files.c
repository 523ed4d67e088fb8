/* Runtime Error: tries to write 360 MiB of files to /tmp, but the small /tmp refuses more than 64 MiB (exit status 2) */
/* It writes files /tmp/f0, /tmp/f1, ... of 16 MiB each, up to 360 MiB in
   all, stopping at the first failed write. If more than 64 MiB went in, the
   attack worked and it answers right; otherwise it ends with status 2.
   SIGXFSZ is ignored, so a file size limit shows as a failed write. */
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define CHUNK (1 << 20)
#define CHUNKS_PER_FILE 16
#define CHUNKS 360

int main(void)
{
    static char chunk[CHUNK];
    char name[32];
    int a, b, fd = -1, written = 0;

    signal(SIGXFSZ, SIG_IGN);
    memset(chunk, 'x', CHUNK);
    while (written < CHUNKS) {
        if (written % CHUNKS_PER_FILE == 0) {
            if (fd >= 0)
                close(fd);
            snprintf(name, sizeof name, "/tmp/f%d", written / CHUNKS_PER_FILE);
            if ((fd = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0600)) < 0)
                break;
        }
        if (write(fd, chunk, CHUNK) != CHUNK)
            break;
        written++;
    }
    if (written <= 64)
        exit(2);
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b);
    return 0;
}
