/* Wrong Answer: the win/lose table is sized for n <= 1000 but filled only up to 100, so every n above 100 reads a zero and prints Cici. */
/*
 * Exposed by any n > 100 that is not a multiple of 3: 101, 127, 128 and
 * the bound 1000 all print Cici instead of Kiki (multiples of 3 such as 999
 * still come out right by luck).
 */
#include <stdio.h>

#define MAXN 1000

int win[MAXN + 1];

int main(void)
{
    int i, k, n;

    win[0] = 0;
    for (i = 1; i <= 100; i++) {         /* bound copied from a test run */
        win[i] = 0;
        for (k = 1; k <= i; k *= 2)
            if (!win[i - k]) {
                win[i] = 1;
                break;
            }
    }
    while (scanf("%d", &n) == 1)
        puts(win[n] ? "Kiki" : "Cici");
    return 0;
}
