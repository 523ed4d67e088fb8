/* Runtime Error: reads every heap of a case into an array of 100001 before working on them, while a case may hold 10^6 heaps; the reads run past the end of the array. */
/*
 * Exposed by 06-one-million-heaps, one case of 10^6 heaps: the program
 * writes far past the array and is killed (SIGSEGV). The values and the
 * xor are right, so every smaller case passes. A public solution with
 * this array is known to have been accepted on HDU, whose data seems to
 * hold no case this large: that test is beyond the judge's data, and the
 * report says the real judge would accept this program.
 */
#include <stdio.h>

long s[100001];

int main(void)
{
    int t, n, i;
    long x, g;

    scanf("%d", &t);
    while (t--) {
        scanf("%d", &n);
        for (i = 0; i < n; i++)
            scanf("%ld", &s[i]);
        x = 0;
        for (i = 0; i < n; i++) {
            g = s[i];
            if (s[i] % 8 == 7)
                g = s[i] + 1;
            else if (s[i] % 8 == 0)
                g = s[i] - 1;
            x ^= g;
        }
        puts(x ? "First player wins." : "Second player wins.");
    }
    return 0;
}
