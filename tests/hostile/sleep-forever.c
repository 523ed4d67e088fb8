/* Time Limit Exceeded: sleeps forever, using no CPU time; only the wall-clock limit ends it */
#include <unistd.h>

int main(void)
{
    for (;;)
        sleep(1000);
}
