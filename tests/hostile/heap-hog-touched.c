/* Memory Limit Exceeded: writes to 40 MiB of heap (the tests' limit is 32 MiB, within the address space cap), then answers right */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHUNK (1 << 20)
#define CHUNKS 40

int main(void)
{
    static char *kept[CHUNKS];
    int a, b, i;

    for (i = 0; i < CHUNKS; i++) {
        kept[i] = malloc(CHUNK);
        if (kept[i] == NULL)
            return 0;           /* not meant to happen: the answer is missing */
        memset(kept[i], i + 1, CHUNK);
    }
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b + kept[CHUNKS - 1][0] - CHUNKS);
    return 0;
}
