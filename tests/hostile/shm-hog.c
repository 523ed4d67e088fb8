/* Runtime Error: tries to hide 100 MiB in /dev/shm outside its memory limit, but fewer than 8 MiB fit there (exit status 2) */
/* It writes up to 100 MiB to /dev/shm/hog, memory outside its own limit.
   If more than 8 MiB went in, the attack worked and it answers right;
   otherwise it ends with status 2. SIGXFSZ is ignored, so a file size
   limit shows as a failed write. The file is left for the harness. */
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define CHUNK (1 << 20)
#define CHUNKS 100

int main(void)
{
    static char chunk[CHUNK];
    int a, b, fd, written = 0;

    signal(SIGXFSZ, SIG_IGN);
    memset(chunk, 'x', CHUNK);
    fd = open("/dev/shm/hog", O_WRONLY | O_CREAT | O_TRUNC, 0600);
    while (fd >= 0 && written < CHUNKS && write(fd, chunk, CHUNK) == CHUNK)
        written++;
    if (written <= 8)
        exit(2);
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b);
    return 0;
}
