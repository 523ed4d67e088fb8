/* Wrong Answer: reads cases until end of file and never checks for the "0" line, so the terminator is answered as a case with no piles (an extra "0"). */
/*
 * Exposed by every input that holds the terminator: 01-sample gets a
 * second line "0". Inputs without a terminator pass.
 */
#include <stdio.h>

int main(void)
{
    int m, i, x, cnt;
    int a[105];

    while (scanf("%d", &m) == 1) {
        x = 0;
        for (i = 0; i < m; i++) {
            scanf("%d", &a[i]);
            x ^= a[i];
        }
        cnt = 0;
        for (i = 0; i < m; i++)
            if ((a[i] ^ x) < a[i])
                cnt++;
        printf("%d\n", cnt);
    }
    return 0;
}
