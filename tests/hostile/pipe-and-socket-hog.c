/* Runtime Error: tries to hold 128 MiB in pipe and socket buffers that nobody reads, but sockets and larger pipes are refused and open files are few (exit status 2) */
/* It fills Unix socket pairs and pipes (grown to 1 MiB each where it can)
   without reading them back, and keeps them open. If more than 32 MiB
   went in, the attack worked and it answers right; otherwise it ends with
   status 2. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#define CHUNK 4096
#define TARGET (128L << 20)

/* Bytes written into fd before it would block. */
static long fill(int fd)
{
    static char chunk[CHUNK];
    long total = 0;
    ssize_t wrote;
    fcntl(fd, F_SETFL, O_NONBLOCK);
    memset(chunk, 'x', sizeof chunk);
    while (total < TARGET && (wrote = write(fd, chunk, sizeof chunk)) > 0)
        total += wrote;
    return total;
}

int main(void)
{
    long held = 0;
    int ends[2], a, b, round;

    for (round = 0; round < 4096 && held < TARGET; round++) {
        if (socketpair(AF_UNIX, SOCK_STREAM, 0, ends) == 0) {
            held += fill(ends[0]);
        } else if (pipe(ends) == 0) {
            fcntl(ends[1], F_SETPIPE_SZ, 1 << 20);
            held += fill(ends[1]);
        } else {
            break;
        }
    }
    if (held <= (32L << 20))
        exit(2);
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b);
    return 0;
}
