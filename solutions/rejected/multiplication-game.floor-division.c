/* Wrong Answer: divides by 18 rounding down (n /= 18 on an integer), but the band of losing values starts at ceil(n / 18); rounding down moves n across a band edge. */
/*
 * Exposed by 01-sample: 34012226 ends on 18 (Ollie), but rounding up
 * ends on 2 (Stan). Also 02-all-small: n = 163 gives 163 / 18 = 9 and prints Stan,
 * but ceil(163 / 18) = 10: from p = 1 no play of Stan's reaches 163
 * first (Ollie wins).
 */
#include <stdio.h>

int main(void)
{
    unsigned long n;

    while (scanf("%lu", &n) == 1) {
        while (n > 18)
            n /= 18;
        puts(n <= 9 ? "Stan wins." : "Ollie wins.");
    }
    return 0;
}
