/* Runtime Error: tries to spread 120 MiB over 4 forked children of 30 MiB each, but fork is refused, one process only (exit status 2) */
/* It tries to spread memory over 4 children of 30 MiB each (120 MiB in all,
   each child under the 32 MiB limit), waits for them and answers right. If
   fork fails, it ends at once with status 2. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define CHILDREN 4
#define CHILD_BYTES (30 << 20)

int main(void)
{
    int a, b, i;
    pid_t pid;
    char *memory;

    fflush(stdout);
    for (i = 0; i < CHILDREN; i++) {
        pid = fork();
        if (pid < 0)
            exit(2);
        if (pid == 0) {
            if ((memory = malloc(CHILD_BYTES)) == NULL)
                _exit(1);
            memset(memory, 1, CHILD_BYTES);
            sleep(2);
            _exit(memory[CHILD_BYTES - 1] - 1);
        }
    }
    while (wait(NULL) > 0)
        ;
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b);
    return 0;
}
