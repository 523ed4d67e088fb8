/* Wrong Answer: computes g(0..95) by the mex rightly, but reduces a longer row with n mod 12, into the table's first row of exceptions, instead of into the periodic part (84 + (n - 84) mod 12). */
/*
 * Exposed by 03-medium-rows, whose rows of 10^4 to 10^5 pins get the values
 * of rows 0 to 11: a row of 12 m + 3 pins has value 8, not g(3) = 3.
 */
#include <stdio.h>

static int g[96];

static int grundy(long n)
{
    return n < 96 ? g[n] : g[n % 12];
}

int main(void)
{
    long rows[100], n, left, lefts[2];
    int t, k, i, j, r, x, target, knocked, v, seen[16];

    for (i = 0; i < 96; ++i) {
        for (v = 0; v < 16; ++v)
            seen[v] = 0;
        for (knocked = 1; knocked <= 2; ++knocked)
            for (j = 0; j + knocked <= i; ++j)
                seen[g[j] ^ g[i - knocked - j]] = 1;
        for (v = 0; seen[v]; ++v)
            ;
        g[i] = v;
    }
    if (scanf("%d", &t) != 1)
        return 0;
    while (t-- > 0 && scanf("%d", &k) == 1) {
        x = 0;
        for (i = 0; i < k; ++i) {
            if (scanf("%ld", &rows[i]) != 1)
                return 0;
            x ^= grundy(rows[i]);
        }
        if (x == 0) {
            puts("Second");
            continue;
        }
        for (r = 0; r < k && (grundy(rows[r]) ^ x) >= grundy(rows[r]); ++r)
            ;
        if (r == k)
            continue;
        n = rows[r];
        target = grundy(n) ^ x;
        for (knocked = 1; knocked <= 2; ++knocked)
            for (left = 0; left + knocked <= n && left < 83; ++left) {
                lefts[0] = left;
                lefts[1] = n - knocked - left;
                for (j = 0; j < 2; ++j)
                    if ((grundy(lefts[j]) ^ grundy(n - knocked - lefts[j])) == target) {
                        printf("First %d %ld %ld\n", r + 1, lefts[j] + 1, lefts[j] + knocked);
                        knocked = 3;
                        left = n;
                        break;
                    }
            }
    }
    return 0;
}
