/* Runtime Error: tries to start 4 threads that each touch 20 MiB, but thread creation is refused, one process only (exit status 2) */
/* It tries to start 4 threads that each touch 20 MiB, joins them and
   answers right. If pthread_create fails, it ends at once with status 2. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define THREADS 4
#define THREAD_BYTES (20 << 20)

static void *touch(void *unused)
{
    char *memory = malloc(THREAD_BYTES);

    (void)unused;
    if (memory != NULL)
        memset(memory, 1, THREAD_BYTES);
    return memory;
}

int main(void)
{
    pthread_t threads[THREADS];
    int a, b, i;

    for (i = 0; i < THREADS; i++)
        if (pthread_create(&threads[i], NULL, touch, NULL) != 0)
            exit(2);
    for (i = 0; i < THREADS; i++)
        pthread_join(threads[i], NULL);
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b);
    return 0;
}
