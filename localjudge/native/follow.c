/* One run's exchange with the launcher, seen from the judge: feed the
   program its input, keep its output and error streams up to their caps,
   and take the launcher's report. Loaded by localjudge/sandbox.py through
   ctypes, which lets go of the interpreter's lock while follow() runs, so
   a run beside stress's oracle does not wait for that lock after every
   system call. Built by localjudge/native.py into build/.

   follow(state, wait_ms) goes on until one of these, and says which:
     FOLLOW_DONE      the report is in and both streams have ended, or
                      DRAIN_MS have passed since the report (every process
                      of the run is dead by then: only buffered output is
                      left);
     FOLLOW_OVER_CAP  standard output went past its cap, the first time
                      (the caller ends the run and calls again);
     FOLLOW_LOOK      wait_ms have passed (the caller looks at the wall
                      clock and calls again);
     FOLLOW_SIGNAL    a signal came (the caller lets its handler run);
     FOLLOW_NO_MEMORY the judge ran out of memory keeping the output.
   Descriptors it is done with it closes and sets to -1. The kept output is
   malloc'ed here; follow_free() gives it back. */
#define _GNU_SOURCE
#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define FOLLOW_DONE 0
#define FOLLOW_OVER_CAP 1
#define FOLLOW_LOOK 2
#define FOLLOW_SIGNAL 3
#define FOLLOW_NO_MEMORY 4
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
    static char piece[PIECE];
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
            return -1;
        stream->kept = grown;
        stream->room = room;
    }
    memcpy(stream->kept + stream->length, piece, keep);
    stream->length += keep;
    return 0;
}

int follow(struct follow_state *state, int wait_ms)
{
    long long until = now_ms() + wait_ms;
    int over_cap = state->out.past_cap;

    for (;;) {
        struct pollfd watch[4];
        int count = 0, timeout, i;
        long long now = now_ms();

        if (state->report_length >= 0 && (now >= state->drain_until_ms
                                          || (state->out.fd < 0 && state->err.fd < 0)))
            return FOLLOW_DONE;
        if (now >= until)
            return FOLLOW_LOOK;
        timeout = (int)(until - now);
        if (state->report_length >= 0 && state->drain_until_ms - now < timeout)
            timeout = (int)(state->drain_until_ms - now);
        if (state->report_length < 0) {
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
        if (poll(watch, (nfds_t)count, timeout) < 0) {
            if (errno == EINTR)
                return FOLLOW_SIGNAL;
            continue;
        }
        for (i = 0; i < count; i++) {
            if (!watch[i].revents)
                continue;
            if (watch[i].fd == state->input) {
                feed(state);
            } else if (watch[i].fd == state->control) {
                ssize_t got = read(state->control, state->report, REPORT_SIZE - 1);
                state->report_length = got > 0 ? (int)got : 0;
                state->drain_until_ms = now_ms() + DRAIN_MS;
            } else if (collect(watch[i].fd == state->out.fd ? &state->out : &state->err) != 0) {
                return FOLLOW_NO_MEMORY;
            }
        }
        if (state->out.past_cap && !over_cap)
            return FOLLOW_OVER_CAP;
    }
}

void follow_free(struct follow_state *state)
{
    free(state->out.kept);
    free(state->err.kept);
    state->out.kept = state->err.kept = NULL;
}
