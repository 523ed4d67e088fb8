/* Wrong Answer: stops reading at n = 0, as if a 0 ended the input as it does in many problems; here a 0 is a case (a row with no head, a loss: Yes), and only the end of the file ends the input. */
/*
 * Exposed by 01-sample, whose first case is "0": it prints nothing at
 * all.
 */
#include <stdio.h>
#include <stdlib.h>

int cmp(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

int main(void)
{
    int n, i, a[105], bits, odd, sg;

    while (scanf("%d", &n) == 1 && n != 0) {
        for (i = 0; i < n; i++)
            scanf("%d", &a[i]);
        qsort(a, n, sizeof a[0], cmp);
        sg = 0;
        for (i = 0; i < n; i++) {
            if (i > 0 && a[i] == a[i - 1])
                continue;
            odd = 0;
            for (bits = a[i]; bits; bits >>= 1)
                odd ^= bits & 1;
            sg ^= odd ? 2 * a[i] : 2 * a[i] + 1;
        }
        puts(sg == 0 ? "Yes" : "No");
    }
    return 0;
}
