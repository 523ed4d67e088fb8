/* Memory Limit Exceeded: allocates without touching until malloc returns NULL, then writes through NULL (a SIGSEGV that the allocation watch turns into MLE) */
#include <stdlib.h>

int main(void)
{
    volatile char *block;

    for (;;) {
        block = malloc(1 << 20);
        block[0] = 1;
    }
}
