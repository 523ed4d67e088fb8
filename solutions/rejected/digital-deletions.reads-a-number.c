/* Wrong Answer: reads each string as a number with %d, so its leading zeros are lost: "01" becomes "1", a lost string, though erasing from its first 0 wins at once. */
/*
 * Exposed by 02-all-one-and-two-digits: "01" prints No, but the first
 * player erases the whole string and wins. (The table is right: this
 * solution builds the same one.)
 */
#include <stdio.h>

static const long power[7] = {1L, 10L, 100L, 1000L, 10000L, 100000L, 1000000L};
static char t0[1], t1[10], t2[100], t3[1000], t4[10000], t5[100000], t6[1000000];
static char *const lost[7] = {t0, t1, t2, t3, t4, t5, t6};

static int has_winning_move(int len, long v)
{
    int i;
    long place, d, lower;

    for (i = 0; i < len; i++) {
        place = power[len - 1 - i];
        d = v / place % 10;
        if (d == 0 && lost[i][v / power[len - i]])
            return 1;
        for (lower = 1; lower <= d; lower++)
            if (lost[len][v - lower * place])
                return 1;
    }
    return 0;
}

int main(void)
{
    int len, n;
    long v;

    t0[0] = 1;
    for (len = 1; len <= 6; len++)
        for (v = 0; v < power[len]; v++)
            lost[len][v] = (char) !has_winning_move(len, v);
    while (scanf("%d", &n) == 1) {
        for (len = 1; len < 6 && n >= power[len]; len++)
            ;
        puts(lost[len][n] ? "No" : "Yes");
    }
    return 0;
}
