/* Wrong Answer: xors the value of every position listed, repeats included, so a coin listed twice cancels itself as if it were two heads, though it is one coin showing heads. */
/*
 * Exposed by 02-all-small, whose lists of up to three positions below 5
 * include "0 0": one head at 0, which Daizhenyang turns over and wins
 * (No), but the xor 1 ^ 1 = 0 prints Yes. 03-coins-listed-twice has such
 * rows up to the bounds ("5 5" first). The sample passes: it lists no
 * position twice.
 */
#include <stdio.h>

int main(void)
{
    int n, i, x, bits, odd, sg;

    while (scanf("%d", &n) == 1) {
        sg = 0;
        for (i = 0; i < n; i++) {
            scanf("%d", &x);
            odd = 0;
            for (bits = x; bits; bits >>= 1)
                odd ^= bits & 1;
            sg ^= odd ? 2 * x : 2 * x + 1;
        }
        puts(sg == 0 ? "Yes" : "No");
    }
    return 0;
}
