/* Wrong Answer: the values are right, but the search for a winning move tries only moves that knock down one pin; in a row of 2 (and in many positions) only a move of two pins wins, and nothing is printed. */
/*
 * Exposed by 02-all-small, whose second case is a row of 2 pins.
 */
#include <stdio.h>

static int g[96];

static int grundy(long n)
{
    return n < 96 ? g[n] : g[84 + (n - 84) % 12];
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
        for (r = 0; (grundy(rows[r]) ^ x) >= grundy(rows[r]); ++r)
            ;
        n = rows[r];
        target = grundy(n) ^ x;
        for (left = 0; left + 1 <= n && left < 83; ++left) {
            lefts[0] = left;
            lefts[1] = n - 1 - left;
            for (j = 0; j < 2; ++j)
                if ((grundy(lefts[j]) ^ grundy(n - 1 - lefts[j])) == target) {
                    printf("First %d %ld %ld\n", r + 1, lefts[j] + 1, lefts[j] + 1);
                    left = n;
                    break;
                }
        }
    }
    return 0;
}
