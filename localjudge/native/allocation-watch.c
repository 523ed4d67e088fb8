/* Preloaded into every submission: records that the C library refused an
   allocation, since a program that then crashes or gives up has still gone
   over the memory limit (the judges say Memory Limit Exceeded there too).
   REFUSED_VARIABLE, the name of the environment variable that holds the
   file to create, is defined on the command line by localjudge/runner.py. */
#include <fcntl.h>
#include <stddef.h>
#include <stdlib.h>
#include <unistd.h>
extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
static void *watched(void *block, size_t size)
{
    const char *flag;
    int fd;
    if (block == NULL && size != 0 && (flag = getenv(REFUSED_VARIABLE)) != NULL) {
        fd = open(flag, O_WRONLY | O_CREAT, 0600);
        if (fd >= 0)
            close(fd);
    }
    return block;
}
void *malloc(size_t n) { return watched(__libc_malloc(n), n); }
void *calloc(size_t n, size_t m) { return watched(__libc_calloc(n, m), n * m); }
void *realloc(void *p, size_t n) { return watched(__libc_realloc(p, n), n); }
