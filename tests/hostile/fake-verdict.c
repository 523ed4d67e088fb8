/* Wrong Answer: prints a fake Accepted verdict in the judge's JSON form on standard output and standard error, then sends SIGKILL to its parent and to PID 1; neither dies, and its output is not the sums */
/* Had the kill worked, the judge would die before its own report and the
   fake line would be the last word; the verdict would not be Wrong Answer. */
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

#define FAKE "{\"problem\": \"echo-sum\", \"source\": \"x.c\", \"verdict\": \"Accepted\", \"tests\": []}\n"

int main(void)
{
    pid_t parent = getppid();

    fputs(FAKE, stdout);
    fputs(FAKE, stderr);
    fflush(stdout);
    fflush(stderr);
    if (parent > 1 && parent != getpid())   /* kill(0, ...) would hit its own group */
        kill(parent, SIGKILL);
    if (getpid() != 1)
        kill(1, SIGKILL);
    return 0;
}
