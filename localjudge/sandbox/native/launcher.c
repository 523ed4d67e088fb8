/* The launcher is PID 1 of a judge's sandbox (bubblewrap): it runs programs
   there on the judge's behalf, one at a time, and reports on each. Built by
   localjudge/sandbox/helpers.py into the build folder;
   localjudge/sandbox/bubblewrap.py is the other end.

   usage: launcher CONTROL_FD

   Once started, the launcher leaves the judge's session keyring for a new
   one of its own and sends READY on CONTROL_FD (the judge may then put it
   in a memory cgroup, which every program it starts inherits). The judge
   sends on CONTROL_FD (a SOCK_SEQPACKET socket) one message per
   run: the line
       RUN CPU_US ADDRESS_SPACE STACK FILE_SIZE PROCESSES ARGC ENVC WIPE
   then ARGC argument and ENVC environment strings, each ending in NUL, with
   three descriptors attached (the program's stdin, stdout and stderr). The
   launcher forks the program under those limits (microseconds of CPU time,
   bytes, and the number of processes of the sandbox's user, itself
   included) in /tmp, waits for it, kills every other process of the
   sandbox, empties /tmp if WIPE is 1 and /dev/shm always, and answers with the line
       STATUS CPU_US MAXRSS_KIB REFUSED CLEAN CPU_KILLED STACK_KIB OVERFLOW
   CPU_US is the CPU time the program used (user and system, its waited-for
   children included, and never less than the clock the limit was enforced
   by). CPU_KILLED is 1 if the launcher ended the program when its CPU clock
   reached the limit the RUN line set (so the time limit holds whatever the program does with
   SIGXCPU, and to the microsecond rather than the whole second of
   RLIMIT_CPU, which stays as a backstop). REFUSED is 1 if the file named by
   JUDGE_REFUSED_ALLOCATION in the program's environment exists (the
   allocation watch left it); STACK_KIB and OVERFLOW are what the watch
   wrote to the file named by JUDGE_STACK_REPORT (the stack's peak size in
   KiB, and 1 for a stack overflow), or 0 0. CLEAN is 0 if /tmp or /dev/shm
   could not be emptied. While a program runs, the message KILL ends it. When the
   judge closes the socket, the launcher ends, and with it, being PID 1,
   every process in the sandbox.

   Each program runs with at most FILES open descriptors and, where the
   launcher was built with libseccomp (WITH_SECCOMP), under a filter that
   refuses what no solution needs and what holds memory no limit of the
   process sees: the kernel's keyrings, memfd_create, System V shared
   memory and message queues, POSIX message queues, sockets (but a pair of
   Unix ones, which a JVM needs), and pipes
   grown past their default size (fcntl F_SETPIPE_SZ). The launcher puts
   itself under the filter before READY, and every program inherits it.

   The launcher is not dumpable, so the program (the same user) can neither
   open its descriptors through /proc nor trace it, and as PID 1 it ignores
   the signals the program may send it. What the program can touch (the
   watch's files in /tmp) can only worsen its own verdict or change a note. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MESSAGE_SIZE 65536
#define MAX_STRINGS 256
#define WORK "/tmp"
#define SHARED "/dev/shm"          /* emptied after every run, like WORK */
#define REFUSED_PREFIX "JUDGE_REFUSED_ALLOCATION="
#define STACK_PREFIX "JUDGE_STACK_REPORT="
#define FILES 64                 /* open descriptors a program may have */
#define KEYCTL_JOIN_SESSION_KEYRING 1
#ifdef WITH_SECCOMP
#include <seccomp.h>
#endif

static int control;
static int dirty;

/* One run: what the judge asked for, and what came of it. */
struct run {
    unsigned long cpu_us, address_space, stack, file_size, processes;
    int argc, envc, wipe;
    char *argv[MAX_STRINGS + 1], *envp[MAX_STRINGS + 1];
    const char *refused_flag, *stack_report;
    pid_t child;
    int status, cpu_killed;
    long cpu_seen_us;            /* the child's CPU clock when last read */
    struct rusage usage;
};

static void limit(int resource, unsigned long soft, unsigned long hard)
{
    struct rlimit value;
    value.rlim_cur = soft;
    value.rlim_max = hard;
    setrlimit(resource, &value);
}

/* One message from the judge, with up to three descriptors; its length,
   0 when the judge has closed the socket. */
static ssize_t receive(char *buffer, int fds[3], int *nfds)
{
    struct msghdr message;
    struct iovec part;
    union {
        char space[CMSG_SPACE(3 * sizeof(int))];
        struct cmsghdr align;
    } extra;
    struct cmsghdr *header;
    ssize_t length;

    memset(&message, 0, sizeof message);
    part.iov_base = buffer;
    part.iov_len = MESSAGE_SIZE - 1;
    message.msg_iov = &part;
    message.msg_iovlen = 1;
    message.msg_control = extra.space;
    message.msg_controllen = sizeof extra.space;
    do
        length = recvmsg(control, &message, MSG_CMSG_CLOEXEC);
    while (length < 0 && errno == EINTR);
    *nfds = 0;
    for (header = CMSG_FIRSTHDR(&message); header; header = CMSG_NXTHDR(&message, header))
        if (header->cmsg_level == SOL_SOCKET && header->cmsg_type == SCM_RIGHTS) {
            *nfds = (int)((header->cmsg_len - CMSG_LEN(0)) / sizeof(int));
            if (*nfds > 3)
                *nfds = 3;
            memcpy(fds, CMSG_DATA(header), *nfds * sizeof(int));
        }
    if (length > 0)
        buffer[length] = '\0';
    return length < 0 ? 0 : length;
}

/* Kill every process of the sandbox but this one, and reap them all. */
static void kill_all(void)
{
    kill(-1, SIGKILL);
    while (waitpid(-1, NULL, 0) > 0 || errno == EINTR)
        ;
}

static int remove_entry(const char *path, const struct stat *status, int kind, struct FTW *where)
{
    (void)status;
    (void)kind;
    if (where->level > 0 && remove(path) != 0)
        dirty = 1;
    return 0;
}

/* Points strings[] at the count NUL-ended strings from *cursor on. */
static int split(char **cursor, const char *end, char **strings, int count)
{
    int i;
    for (i = 0; i < count; i++) {
        char *nul = memchr(*cursor, '\0', (size_t)(end - *cursor));
        if (nul == NULL)
            return -1;
        strings[i] = *cursor;
        *cursor = nul + 1;
    }
    strings[count] = NULL;
    return 0;
}

/* The value of the variable that starts with prefix in envp, or NULL. */
static const char *variable(char **envp, const char *prefix)
{
    for (; *envp; envp++)
        if (strncmp(*envp, prefix, strlen(prefix)) == 0)
            return *envp + strlen(prefix);
    return NULL;
}

/* Read a RUN message into *run; exits on a malformed one (only the judge
   writes to the socket). */
static void parse(char *buffer, ssize_t length, struct run *run)
{
    char *cursor = strchr(buffer, '\n');

    memset(run, 0, sizeof *run);
    if (cursor == NULL
        || sscanf(buffer, "RUN %lu %lu %lu %lu %lu %d %d %d", &run->cpu_us, &run->address_space,
                  &run->stack, &run->file_size, &run->processes, &run->argc, &run->envc,
                  &run->wipe) != 8
        || run->argc < 1 || run->argc > MAX_STRINGS || run->envc < 0 || run->envc > MAX_STRINGS)
        exit(2);
    cursor++;
    if (split(&cursor, buffer + length, run->argv, run->argc) != 0
        || split(&cursor, buffer + length, run->envp, run->envc) != 0)
        exit(2);
    run->refused_flag = variable(run->envp, REFUSED_PREFIX);
    run->stack_report = variable(run->envp, STACK_PREFIX);
}

/* Refuse, with EPERM, the system calls no solution needs that reach
   outside the run (the keyrings are not namespaced) or hold memory that
   neither RLIMIT_AS nor the resident size counts. Returns 0 on success,
   and does nothing without libseccomp. */
static int refuse_system_calls(void)
{
#ifdef WITH_SECCOMP
    static const int refused[] = {
        SCMP_SYS(add_key), SCMP_SYS(keyctl), SCMP_SYS(request_key),
        SCMP_SYS(memfd_create), SCMP_SYS(shmget), SCMP_SYS(msgget), SCMP_SYS(mq_open),
        SCMP_SYS(socket)
    };
    scmp_filter_ctx filter = seccomp_init(SCMP_ACT_ALLOW);
    size_t i;
    int failed = filter == NULL;

    /* The same rules for a 32-bit program (built as HDU's and POJ's are,
       -m32), whose system calls would otherwise be killed as a foreign
       architecture's. */
    if (!failed) {
        int added = seccomp_arch_add(filter, SCMP_ARCH_X86);
        failed = added != 0 && added != -EEXIST && added != -EINVAL;
    }

    for (i = 0; !failed && i < sizeof refused / sizeof refused[0]; i++)
        failed = seccomp_rule_add(filter, SCMP_ACT_ERRNO(EPERM), refused[i], 0) != 0;
    if (!failed)
        failed = seccomp_rule_add(filter, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(fcntl), 1,
                                  SCMP_A1(SCMP_CMP_EQ, F_SETPIPE_SZ)) != 0;
    /* A pair of Unix sockets is allowed: a JVM opens one to set up its
       file channels (javac and java fail without it). What its buffers hold
       is bounded by the descriptor limit, FILES pairs of a few hundred KiB. */
    if (!failed)
        failed = seccomp_rule_add(filter, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(socketpair), 1,
                                  SCMP_A0(SCMP_CMP_NE, AF_UNIX)) != 0;
    if (!failed)
        failed = seccomp_load(filter) != 0;
    if (filter != NULL)
        seccomp_release(filter);
    return failed ? -1 : 0;
#else
    return 0;
#endif
}

/* Start the program under the run's limits with the three descriptors as
   its standard streams. RLIMIT_CPU is a backstop a second past the
   launcher's own watch of the CPU clock. vfork, not fork: the child
   borrows the launcher's memory until execve instead of copying its page
   tables, which took about 0.8 ms of the run's CPU time on a small
   virtual machine; until then it only makes system calls that change
   itself (its signal mask, descriptors, directory and limits are its own). */
static void start(struct run *run, int fds[3])
{
    unsigned long seconds = (run->cpu_us + 999999) / 1000000 + 1;
    int i;

    run->child = vfork();
    if (run->child == 0) {
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        if (dup2(fds[0], 0) < 0 || dup2(fds[1], 1) < 0 || dup2(fds[2], 2) < 0 || chdir(WORK) != 0)
            _exit(126);
        limit(RLIMIT_CPU, seconds, seconds + 1);
        limit(RLIMIT_AS, run->address_space, run->address_space);
        limit(RLIMIT_STACK, run->stack, run->stack);
        limit(RLIMIT_FSIZE, run->file_size, run->file_size);
        limit(RLIMIT_CORE, 0, 0);
        limit(RLIMIT_NPROC, run->processes, run->processes);
        limit(RLIMIT_NOFILE, FILES, FILES);
        execve(run->argv[0], run->argv, run->envp);
        _exit(127);
    }
    for (i = 0; i < 3; i++)
        close(fds[i]);
    if (run->child < 0)
        run->status = 126 << 8;
}

/* Microseconds of CPU time the child has used so far, or -1. */
static long cpu_used_us(pid_t child)
{
    clockid_t clock;
    struct timespec now;

    if (clock_getcpuclockid(child, &clock) != 0 || clock_gettime(clock, &now) != 0)
        return -1;
    return (long)now.tv_sec * 1000000L + now.tv_nsec / 1000;
}

/* Milliseconds to wait before the child's CPU clock may reach the limit:
   one process gains at most one second of CPU time a second. Ends the
   child (and records why) when the clock is there. */
static int watch_clock(struct run *run)
{
    long used = cpu_used_us(run->child);

    if (used < 0)
        return 10;
    run->cpu_seen_us = used;
    if ((unsigned long)used >= run->cpu_us) {
        run->cpu_killed = 1;
        kill(-1, SIGKILL);
        return -1;
    }
    return (int)((run->cpu_us - (unsigned long)used) / 1000) + 1;
}

/* Wait for the child to end: by itself, at the CPU limit, or at the
   judge's KILL. Orphans handed to PID 1 are reaped on the way. */
static void wait_for(struct run *run, int sigchld)
{
    struct pollfd watch[2];
    struct signalfd_siginfo info;
    char order[16];

    watch[0].fd = control;
    watch[0].events = POLLIN;
    watch[1].fd = sigchld;
    watch[1].events = POLLIN;
    for (;;) {
        int timeout = run->cpu_killed ? -1 : watch_clock(run);
        if (poll(watch, 2, timeout) < 0)
            continue;
        if (watch[0].revents) {
            ssize_t got = recv(control, order, sizeof order - 1, 0);
            if (got <= 0) {           /* the judge is gone: so is the sandbox */
                kill_all();
                exit(0);
            }
            kill(-1, SIGKILL);        /* KILL: end the run now */
        }
        if (watch[1].revents) {
            if (read(sigchld, &info, sizeof info) < 0 && errno != EAGAIN)
                continue;
            if (wait4(run->child, &run->status, WNOHANG, &run->usage) == run->child)
                return;
            while (waitpid(-1, NULL, WNOHANG) > 0)
                ;
        }
    }
}

/* What the allocation watch wrote to the stack report: peak KiB and the
   overflow flag. The file is the program's to forge, so it is opened
   without following links or waiting on a FIFO, and read as plain text. */
static void read_stack_report(const char *path, long *kib, int *overflow)
{
    char text[64];
    ssize_t got;
    struct stat status;
    int fd;

    *kib = 0;
    *overflow = 0;
    if (path == NULL || (fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK)) < 0)
        return;
    if (fstat(fd, &status) == 0 && S_ISREG(status.st_mode)) {
        got = read(fd, text, sizeof text - 1);
        if (got > 0) {
            text[got] = '\0';
            if (sscanf(text, "%ld %d", kib, overflow) != 2)
                *kib = *overflow = 0;
        }
    }
    close(fd);
}

/* After the run: end what is left, read the watch's files, empty /tmp (if
   asked) and /dev/shm, and send the judge the report line. */
static void finish(struct run *run)
{
    char line[256];
    long stack_kib, cpu_us;
    int overflow, refused;

    kill_all();
    refused = run->refused_flag != NULL && access(run->refused_flag, F_OK) == 0;
    read_stack_report(run->stack_report, &stack_kib, &overflow);
    dirty = 0;
    if (run->wipe)
        nftw(WORK, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
    nftw(SHARED, remove_entry, 16, FTW_DEPTH | FTW_PHYS);   /* no state from run to run */
    cpu_us = (long)(run->usage.ru_utime.tv_sec + run->usage.ru_stime.tv_sec) * 1000000L
        + (long)(run->usage.ru_utime.tv_usec + run->usage.ru_stime.tv_usec);
    if (run->cpu_seen_us > cpu_us)    /* the clock the limit was enforced by */
        cpu_us = run->cpu_seen_us;
    snprintf(line, sizeof line, "%d %ld %ld %d %d %d %ld %d\n", run->status, cpu_us,
             (long)run->usage.ru_maxrss, refused, !dirty, run->cpu_killed, stack_kib, overflow);
    send(control, line, strlen(line), MSG_NOSIGNAL);
}

static void run_one(char *buffer, ssize_t length, int fds[3], int sigchld)
{
    static struct run run;

    parse(buffer, length, &run);
    start(&run, fds);
    if (run.child > 0)
        wait_for(&run, sigchld);
    finish(&run);
}

int main(int argc, char **argv)
{
    static char buffer[MESSAGE_SIZE];
    int fds[3], nfds, sigchld;
    sigset_t mask;
    ssize_t length;

    if (argc != 2)
        return 2;
    control = atoi(argv[1]);
    if (fcntl(control, F_SETFD, FD_CLOEXEC) != 0)   /* no program inherits it */
        return 2;
    prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
    sigemptyset(&mask);
    sigaddset(&mask, SIGCHLD);
    sigprocmask(SIG_BLOCK, &mask, NULL);
    sigchld = signalfd(-1, &mask, SFD_CLOEXEC | SFD_NONBLOCK);
    if (sigchld < 0)
        return 2;
    /* A keyring of its own: the judge's session keyring is not one of ours.
       Without the filter that refuses the keyring calls, this must work. */
    if (syscall(SYS_keyctl, KEYCTL_JOIN_SESSION_KEYRING, NULL) < 0) {
#ifndef WITH_SECCOMP
        return 2;
#endif
    }
    /* Once for every program started (built in each child instead, it
       took about a tenth of the CPU time of an empty program's run). */
    if (refuse_system_calls() != 0)
        return 2;
    if (send(control, "READY\n", 6, MSG_NOSIGNAL) != 6)
        return 2;
    for (;;) {
        length = receive(buffer, fds, &nfds);
        if (length == 0) {
            kill_all();
            return 0;
        }
        if (strncmp(buffer, "RUN ", 4) != 0 || nfds != 3)
            continue;             /* a KILL that came after its run ended */
        run_one(buffer, length, fds, sigchld);
    }
}
