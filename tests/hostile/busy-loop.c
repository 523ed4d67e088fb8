/* Time Limit Exceeded: spins forever on the CPU */
#include <stdio.h>

int main(void)
{
    volatile unsigned long spins = 0;

    for (;;)
        spins++;
}
