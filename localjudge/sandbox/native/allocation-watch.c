/* Preloaded into every submission, it watches what the C library and the
   kernel do not report once the program is gone:

   - An allocation the C library refused: a program that then crashes or
     gives up has still gone over the memory limit (the judges say Memory
     Limit Exceeded there too). It creates the file named by the variable
     REFUSED_VARIABLE.
   - The stack: at exit, the peak size of the stack (VmStk: the stack's
     mapping grows and never shrinks), and on a SIGSEGV whose address lies
     just below the stack, that it was a stack overflow. It writes
     "PEAK_KIB OVERFLOW" to the file named by the variable STACK_VARIABLE.

   Both names are defined on the command line by
   localjudge/sandbox/helpers.py, which builds this file;
   localjudge/sandbox/programs.py puts the variables in the program's
   environment, and the launcher reads both files after the run. A program
   that installs its own SIGSEGV handler replaces this one; it then only
   loses the note. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
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

/* Below the stack's top, how far a faulting address may lie and still be
   a stack overflow: the stack limit, plus a frame that jumps past it. */
#define FRAME_ALLOWANCE (64UL << 20)

static const char *stack_report;      /* the file, or NULL */
static unsigned long stack_top;       /* the end of the [stack] mapping */
static unsigned long stack_limit;     /* RLIMIT_STACK */
static char signal_stack[64 * 1024];  /* the handler cannot run on a full stack */

/* Write "KIB OVERFLOW\n" to the report; async-signal-safe. */
static void report(unsigned long kib, int overflow)
{
    char line[32], digits[24];
    int n = 0, length = 0, fd;
    do
        digits[n++] = (char)('0' + kib % 10);
    while ((kib /= 10) != 0);
    while (n > 0)
        line[length++] = digits[--n];
    line[length++] = ' ';
    line[length++] = overflow ? '1' : '0';
    line[length++] = '\n';
    fd = open(stack_report, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0600);
    if (fd >= 0) {
        if (write(fd, line, (size_t)length) < 0)
            length = 0;
        close(fd);
    }
}

/* The number after `key` in the text of a /proc file, or 0. */
static unsigned long proc_number(const char *path, const char *key, int base)
{
    static char text[16384];
    char *at;
    ssize_t got;
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return 0;
    got = read(fd, text, sizeof text - 1);
    close(fd);
    text[got > 0 ? got : 0] = '\0';
    at = strstr(text, key);
    if (at == NULL)
        return 0;
    while (at > text && at[-1] != '\n')     /* the start of the line that holds it */
        at--;
    if (base == 16) {                       /* /proc/self/maps: "low-high ... [stack]" */
        at = strchr(at, '-');
        return at ? strtoul(at + 1, NULL, 16) : 0;
    }
    return strtoul(at + strlen(key), NULL, 10);
}

static void on_segv(int number, siginfo_t *info, void *context)
{
    unsigned long address = (unsigned long)info->si_addr;
    (void)context;
    if (stack_top != 0 && address < stack_top && stack_top - address <= stack_limit + FRAME_ALLOWANCE)
        report(0, 1);
    signal(number, SIG_DFL);        /* returning faults again, now fatally */
}

static void at_exit(void)
{
    report(proc_number("/proc/self/status", "VmStk:", 10), 0);
}

__attribute__((constructor)) static void watch_stack(void)
{
    struct sigaction action;
    struct rlimit limit;
    stack_t alternate;

    stack_report = getenv(STACK_VARIABLE);
    if (stack_report == NULL)
        return;
    stack_top = proc_number("/proc/self/maps", "[stack]", 16);
    stack_limit = getrlimit(RLIMIT_STACK, &limit) == 0 ? (unsigned long)limit.rlim_cur : 0;
    alternate.ss_sp = signal_stack;
    alternate.ss_size = sizeof signal_stack;
    alternate.ss_flags = 0;
    sigaltstack(&alternate, NULL);
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_segv;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigaction(SIGSEGV, &action, NULL);
    atexit(at_exit);
}
