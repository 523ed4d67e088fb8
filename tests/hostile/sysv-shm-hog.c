/* Runtime Error: tries to hold 100 MiB in a System V shared memory segment, which outlives a process and no limit of it sees, but shmget is refused (exit status 2) */
/* It makes a 100 MiB segment and touches every page. If that worked, the
   attack worked and it answers right; otherwise it ends with status 2. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/shm.h>

#define SIZE (100L << 20)

int main(void)
{
    int a, b, id = shmget(IPC_PRIVATE, SIZE, IPC_CREAT | 0600);
    char *segment = id >= 0 ? shmat(id, NULL, 0) : NULL;

    if (segment == NULL || segment == (char *)-1)
        exit(2);
    memset(segment, 'x', SIZE);
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b);
    return 0;
}
