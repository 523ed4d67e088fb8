/* Wrong Answer: takes the period 4 1 2 8 1 4 7 2 1 8 2 7 for every row, g(n) = period[n mod 12], but fourteen rows before 71 are exceptions (g(0) = 0, g(3) = 3, ..., g(70) = 6). */
/*
 * Exposed by the sample's row of 3: its value is 3, not 8, and the program
 * looks for a move of value 8 that does not exist, printing nothing.
 */
#include <stdio.h>

static const int period[12] = {4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7};

static int grundy(long n)
{
    return period[n % 12];
}

int main(void)
{
    long rows[100], n, left;
    int t, k, i, r, x, target, knocked;

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
            for (left = 0; left + knocked <= n && left < 83; ++left)
                if ((grundy(left) ^ grundy(n - knocked - left)) == target) {
                    printf("First %d %ld %ld\n", r + 1, left + 1, left + knocked);
                    knocked = 3;
                    break;
                }
    }
    return 0;
}
