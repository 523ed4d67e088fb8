/* Runtime Error: reads every heap of a case into an array of 100000 before working on them, while a case may hold 10^6 heaps; the reads run past the end of the array. */
/*
 * Exposed by 06-one-million-heaps, one case of 10^6 heaps: the program
 * writes far past the array and is killed (SIGSEGV). The values and the
 * xor are right (unsigned long), so every smaller case passes.
 */
#include <stdio.h>

#define MAXN 100000

unsigned long s[MAXN];

int main(void)
{
    int t, n, i;
    unsigned long x, g;

    scanf("%d", &t);
    while (t--) {
        scanf("%d", &n);
        for (i = 0; i < n; i++)
            scanf("%lu", &s[i]);
        x = 0;
        for (i = 0; i < n; i++) {
            g = s[i];
            if (s[i] % 4 == 3)
                g = s[i] + 1;
            else if (s[i] % 4 == 0)
                g = s[i] - 1;
            x ^= g;
        }
        puts(x ? "Alice" : "Bob");
    }
    return 0;
}
