/* The launcher is PID 1 of a judge's sandbox (bubblewrap): it runs programs
   there on the judge's behalf, one at a time, and reports on each. Built by
   localjudge/runner.py into build/; runner.py is the other end.

   usage: launcher CONTROL_FD

   The judge sends on CONTROL_FD (a SOCK_SEQPACKET socket) one message per
   run: the line
       RUN CPU_SECONDS ADDRESS_SPACE STACK FILE_SIZE PROCESSES ARGC ENVC WIPE
   then ARGC argument and ENVC environment strings, each ending in NUL, with
   three descriptors attached (the program's stdin, stdout and stderr). The
   launcher forks the program under those limits (bytes, and the number of
   processes of the sandbox's user, itself included) in /tmp, waits for it,
   kills every other process of the sandbox, empties /tmp if WIPE is 1, and
   answers with the line
       STATUS UTIME_US STIME_US MAXRSS_KIB REFUSED CLEAN
   REFUSED is 1 if the file named by JUDGE_REFUSED_ALLOCATION in the
   program's environment exists (the allocation watch left it), CLEAN is 0
   if /tmp could not be emptied. While a program runs, the message KILL ends
   it. When the judge closes the socket, the launcher ends, and with it,
   being PID 1, every process in the sandbox.

   The launcher is not dumpable, so the program (the same user) can neither
   open its descriptors through /proc nor trace it, and as PID 1 it ignores
   the signals the program may send it. */
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
#include <sys/wait.h>
#include <unistd.h>

#define MESSAGE_SIZE 65536
#define MAX_STRINGS 256
#define WORK "/tmp"
#define REFUSED_PREFIX "JUDGE_REFUSED_ALLOCATION="

static int control;
static int dirty;

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

static void run(char *buffer, ssize_t length, int fds[3], int sigchld)
{
    unsigned long cpu, address_space, stack, file_size, processes;
    int argc, envc, wipe, status = 0, i, refused = 0;
    char *argv[MAX_STRINGS + 1], *envp[MAX_STRINGS + 1], *cursor, *flag = NULL;
    char line[200], order[16];
    struct rusage usage;
    struct pollfd watch[2];
    struct signalfd_siginfo info;
    pid_t child;

    memset(&usage, 0, sizeof usage);
    cursor = strchr(buffer, '\n');
    if (cursor == NULL
        || sscanf(buffer, "RUN %lu %lu %lu %lu %lu %d %d %d", &cpu, &address_space, &stack,
                  &file_size, &processes, &argc, &envc, &wipe) != 8
        || argc < 1 || argc > MAX_STRINGS || envc < 0 || envc > MAX_STRINGS)
        exit(2);
    cursor++;
    if (split(&cursor, buffer + length, argv, argc) != 0
        || split(&cursor, buffer + length, envp, envc) != 0)
        exit(2);
    for (i = 0; i < envc; i++)
        if (strncmp(envp[i], REFUSED_PREFIX, strlen(REFUSED_PREFIX)) == 0)
            flag = envp[i] + strlen(REFUSED_PREFIX);

    child = fork();
    if (child == 0) {
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        if (dup2(fds[0], 0) < 0 || dup2(fds[1], 1) < 0 || dup2(fds[2], 2) < 0 || chdir(WORK) != 0)
            _exit(126);
        limit(RLIMIT_CPU, cpu, cpu + 1);
        limit(RLIMIT_AS, address_space, address_space);
        limit(RLIMIT_STACK, stack, stack);
        limit(RLIMIT_FSIZE, file_size, file_size);
        limit(RLIMIT_CORE, 0, 0);
        limit(RLIMIT_NPROC, processes, processes);
        execve(argv[0], argv, envp);
        _exit(127);
    }
    for (i = 0; i < 3; i++)
        close(fds[i]);
    if (child < 0) {
        status = 126 << 8;
    } else {
        watch[0].fd = control;
        watch[0].events = POLLIN;
        watch[1].fd = sigchld;
        watch[1].events = POLLIN;
        for (;;) {
            if (poll(watch, 2, -1) < 0)
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
                if (wait4(child, &status, WNOHANG, &usage) == child)
                    break;
                while (waitpid(-1, NULL, WNOHANG) > 0)   /* orphans handed to PID 1 */
                    ;
            }
        }
    }
    kill_all();
    if (flag != NULL && access(flag, F_OK) == 0)
        refused = 1;
    dirty = 0;
    if (wipe)
        nftw(WORK, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
    snprintf(line, sizeof line, "%d %ld %ld %ld %d %d\n", status,
             (long)usage.ru_utime.tv_sec * 1000000L + (long)usage.ru_utime.tv_usec,
             (long)usage.ru_stime.tv_sec * 1000000L + (long)usage.ru_stime.tv_usec,
             (long)usage.ru_maxrss, refused, !dirty);
    send(control, line, strlen(line), MSG_NOSIGNAL);
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
    for (;;) {
        length = receive(buffer, fds, &nfds);
        if (length == 0) {
            kill_all();
            return 0;
        }
        if (strncmp(buffer, "RUN ", 4) != 0 || nfds != 3)
            continue;             /* a KILL that came after its run ended */
        run(buffer, length, fds, sigchld);
    }
}
