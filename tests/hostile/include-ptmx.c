/* Compilation Error: includes /dev/ptmx, which the compiler reads for ever using no CPU: the wall clock ends the compile, and the verdict says the compiler waited */
#include "/dev/ptmx"

int main(void)
{
    return 0;
}
