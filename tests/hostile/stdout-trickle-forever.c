/* Time Limit Exceeded: prints a byte every 10 ms and sleeps in between, using almost no CPU time, forever; only the wall-clock limit ends it, though output keeps flowing */
#include <stdio.h>
#include <time.h>

int main(void)
{
    struct timespec pause;

    pause.tv_sec = 0;
    pause.tv_nsec = 10000000L;
    for (;;) {
        putchar('.');
        fflush(stdout);
        nanosleep(&pause, NULL);
    }
}
