/* Wrong Answer: drops a position only when it repeats the one just before it (unique without sort), so a coin listed twice with other positions between is still counted twice, and cancels itself. */
/*
 * Exposed by 02-all-small, whose lists of four positions below 3 include
 * "0 1 0 1": two heads, at 0 and 1, of values 1 and 2 (a win, No), but no
 * position repeats the one just before it, so 1 ^ 2 ^ 1 ^ 2 = 0 prints
 * Yes. 03-coins-listed-twice has such rows up to the bounds. A list of
 * three comes out right by luck ("7 3 7": 14 ^ 7 ^ 14 = 7 is not 0
 * either), and the sample passes.
 */
#include <stdio.h>

int main(void)
{
    int n, i, x, last, bits, odd, sg;

    while (scanf("%d", &n) == 1) {
        sg = 0;
        last = -1;
        for (i = 0; i < n; i++) {
            scanf("%d", &x);
            if (x == last)
                continue;
            last = x;
            odd = 0;
            for (bits = x; bits; bits &= bits - 1)
                odd = !odd;
            sg ^= odd ? 2 * x : 2 * x + 1;
        }
        puts(sg == 0 ? "Yes" : "No");
    }
    return 0;
}
