/* Runtime Error: tries to leave 3 children spinning on the CPU after it ends, but fork is refused, one process only (exit status 2) */
/* It tries to leave 3 children that spin on the CPU for 5 s after it has
   answered right and ended without waiting for them. If fork fails, it
   ends at once with status 2; a judge without a process limit would see
   the right answer instead. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#define CHILDREN 3
#define SPIN_SECONDS 5

int main(void)
{
    int a, b, i;
    pid_t pid;

    fflush(stdout);
    for (i = 0; i < CHILDREN; i++) {
        pid = fork();
        if (pid < 0)
            exit(2);
        if (pid == 0) {
            while (clock() < SPIN_SECONDS * (clock_t)CLOCKS_PER_SEC)
                ;
            _exit(0);
        }
    }
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b);
    return 0;
}
