/* One run's exchange with the launcher, seen from the judge: feed the
   program its input, keep its output and error streams up to their caps,
   and take the launcher's report. Built by localjudge/sandbox/helpers.py,
   loaded by localjudge/sandbox/bubblewrap.py through ctypes. The exchange
   goes on in a thread of its own, which touches no Python object, so the
   judge's thread goes on with other work (stress's oracle) while a
   program runs, and never waits for it.

   follow_start(state) starts the thread: it feeds and collects
   until the report is in and both streams have ended, or DRAIN_MS have
   passed since the report (every process of the run is dead by then: only
   buffered output is left). When standard output goes past its cap, it
   sends the launcher KILL on control (the run is over the output limit).
   follow_wait(state, wait_ms) waits up to wait_ms for the thread to end:
   FOLLOW_DONE once it has (the state is the caller's again), FOLLOW_LOOK
   if it goes on (the caller looks at the wall clock and waits again); it
   may be called again after FOLLOW_DONE.
   Descriptors the thread is done with it closes and sets to -1. The kept
   output is malloc'ed here; follow_free() gives it back. */
#define _GNU_SOURCE
#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <sys/socket.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define FOLLOW_DONE 0
#define FOLLOW_LOOK 1
#define PIECE 65536               /* bytes written or read at once */
#define DRAIN_MS 1000
#define REPORT_SIZE 1024

struct stream {                   /* an output stream of the run, kept up to cap */
    int fd;
    char *kept;
    size_t length, cap, room;     /* room: bytes allocated */
    int past_cap;                 /* more came than the cap */
};

struct follow_state {
    int control, input;           /* the launcher's socket; the program's stdin (-1: closed) */
    const char *data;             /* the input, and how much of it is sent */
    size_t data_length, sent;
    struct stream out, err;
    int report_length;            /* -1 until the report is in; 0 if the launcher is gone */
    char report[REPORT_SIZE];
    long long drain_until_ms;     /* when to stop waiting for buffered output */
    int out_of_memory;            /* the judge could not keep all the output */
    int ended;                    /* the thread has ended and been joined (or never started) */
    pthread_t thread;
};

static long long now_ms(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

static void feed(struct follow_state *state)
{
    size_t piece = state->data_length - state->sent;
    ssize_t written = write(state->input, state->data + state->sent, piece < PIECE ? piece : PIECE);

    if (written > 0)
        state->sent += (size_t)written;
    else if (written < 0 && (errno == EAGAIN || errno == EINTR))
        return;
    else                          /* the program is gone, or closed its input */
        state->sent = state->data_length;
    if (state->sent >= state->data_length) {
        close(state->input);
        state->input = -1;
    }
}

/* Read what the stream has, keeping it up to its cap (closed at its end):
   -1 if memory ran out, else 0. */
static int collect(struct stream *stream)
{
    char piece[PIECE];            /* on the thread's own stack: runs may go on side by side */
    ssize_t got = read(stream->fd, piece, sizeof piece);
    size_t keep;

    if (got < 0)
        return 0;
    if (got == 0) {
        close(stream->fd);
        stream->fd = -1;
        return 0;
    }
    keep = stream->cap - stream->length;
    if ((size_t)got > keep)
        stream->past_cap = 1;
    else
        keep = (size_t)got;
    if (stream->length + keep > stream->room) {
        size_t room = stream->room ? stream->room : PIECE;
        char *grown;
        while (room < stream->length + keep)
            room *= 2;
        if ((grown = realloc(stream->kept, room)) == NULL)
            return -1;            /* what came is dropped */
        stream->kept = grown;
        stream->room = room;
    }
    memcpy(stream->kept + stream->length, piece, keep);
    stream->length += keep;
    return 0;
}

static void *follow(void *argument)
{
    struct follow_state *state = argument;
    int kill_sent = 0;

    for (;;) {
        struct pollfd watch[4];
        int count = 0, timeout = -1, i;
        long long now = now_ms();

        if (state->out.past_cap && !kill_sent) {
            send(state->control, "KILL\n", 5, MSG_NOSIGNAL);
            kill_sent = 1;
        }
        if (state->report_length >= 0) {
            if (now >= state->drain_until_ms || (state->out.fd < 0 && state->err.fd < 0))
                return NULL;
            timeout = (int)(state->drain_until_ms - now);
        } else {
            watch[count].fd = state->control;
            watch[count++].events = POLLIN;
        }
        if (state->out.fd >= 0) {
            watch[count].fd = state->out.fd;
            watch[count++].events = POLLIN;
        }
        if (state->err.fd >= 0) {
            watch[count].fd = state->err.fd;
            watch[count++].events = POLLIN;
        }
        if (state->input >= 0) {
            watch[count].fd = state->input;
            watch[count++].events = POLLOUT;
        }
        if (poll(watch, (nfds_t)count, timeout) < 0)
            continue;
        for (i = 0; i < count; i++) {
            if (!watch[i].revents)
                continue;
            if (watch[i].fd == state->input) {
                feed(state);
            } else if (watch[i].fd == state->control) {
                ssize_t got = read(state->control, state->report, REPORT_SIZE - 1);
                state->report_length = got > 0 ? (int)got : 0;      /* 0: the launcher is gone */
                state->drain_until_ms = now_ms() + DRAIN_MS;
            } else if (collect(watch[i].fd == state->out.fd ? &state->out : &state->err) != 0) {
                state->out_of_memory = 1;
            }
        }
    }
}

int follow_start(struct follow_state *state)
{
    state->ended = pthread_create(&state->thread, NULL, follow, state) != 0;
    return state->ended ? -1 : 0;
}

int follow_wait(struct follow_state *state, int wait_ms)
{
    struct timespec until;

    if (state->ended)             /* so that a caller interrupted after the join may ask again */
        return FOLLOW_DONE;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += wait_ms / 1000;
    until.tv_nsec += (long)(wait_ms % 1000) * 1000000L;
    if (until.tv_nsec >= 1000000000L) {
        until.tv_sec++;
        until.tv_nsec -= 1000000000L;
    }
    state->ended = pthread_timedjoin_np(state->thread, NULL, &until) == 0;
    return state->ended ? FOLLOW_DONE : FOLLOW_LOOK;
}

/* sizeof(struct follow_state), which bubblewrap.py checks its copy
   (_FollowState) against. */
size_t follow_state_size(void)
{
    return sizeof(struct follow_state);
}

void follow_free(struct follow_state *state)
{
    free(state->out.kept);
    free(state->err.kept);
    state->out.kept = state->err.kept = NULL;
}
