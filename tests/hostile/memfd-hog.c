/* Runtime Error: tries to hold 180 MiB in memfd files under its 32 MiB limit, memory its address space and resident size never show, but memfd_create is refused (exit status 2) */
/* It writes 180 MiB into anonymous memory files and keeps them open. If
   more than 32 MiB went in, the attack worked and it answers right;
   otherwise it ends with status 2. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#define CHUNK (1 << 20)
#define CHUNKS 180

int main(void)
{
    static char chunk[CHUNK];
    int a, b, fd, written = 0;

    memset(chunk, 'x', CHUNK);
    fd = (int)syscall(SYS_memfd_create, "hoard", 0);
    while (fd >= 0 && written < CHUNKS && write(fd, chunk, CHUNK) == CHUNK)
        written++;
    if (written <= 32)
        exit(2);
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b);
    return 0;
}
