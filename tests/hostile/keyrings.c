/* Runtime Error: tries to read the keys of the judge's session keyring and to add a key that outlives the run, but the keyring calls are refused (exit status 2) */
/* The kernel's keyrings are not namespaced. If it can list the session
   keyring, read any key there, or add a key to the session or user
   keyring, the attack worked: it prints what it read before the sums
   (so a Wrong Answer would show the judge's secret). Otherwise it ends
   with status 2. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#define KEYCTL_READ 11
#define KEY_SPEC_SESSION_KEYRING -3
#define KEY_SPEC_USER_KEYRING -4

int main(void)
{
    static char found[4096];
    long got, added, added_user;
    int a, b;

    got = syscall(SYS_keyctl, KEYCTL_READ, KEY_SPEC_SESSION_KEYRING, found, sizeof found);
    added = syscall(SYS_add_key, "user", "left-by-a-submission", "x", 1, KEY_SPEC_SESSION_KEYRING);
    added_user = syscall(SYS_add_key, "user", "left-by-a-submission", "x", 1, KEY_SPEC_USER_KEYRING);
    if (got < 0 && added < 0 && added_user < 0)
        exit(2);
    if (got > 0)
        fwrite(found, 1, (size_t)got < sizeof found ? (size_t)got : sizeof found, stdout);
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b);
    return 0;
}
