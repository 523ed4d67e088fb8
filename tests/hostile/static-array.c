/* Memory Limit Exceeded: a 40 MiB static array, over the tests' 32 MiB limit though few of its pages are touched */
#include <stdio.h>

/* External, not static: the compiler cannot see that only one slot is used
   and drop the array. */
int big[10 << 20];

int main(void)
{
    int a, b;

    while (scanf("%d %d", &a, &b) == 2) {
        big[(unsigned)a % (10 << 20)] = a + b;
        printf("%d\n", big[(unsigned)a % (10 << 20)]);
    }
    return 0;
}
