/* Wrong Answer: lets the second kind of move erase the chosen 0 alone and keep the digits to its right, where the rule erases everything from that 0 to the end. */
/*
 * Exposed by 01-sample: "00" prints No (erasing either 0 alone leaves
 * "0", which the second player erases), but erasing from the first 0
 * clears the whole string and wins.
 */
#include <stdio.h>
#include <string.h>

static const long power[7] = {1L, 10L, 100L, 1000L, 10000L, 100000L, 1000000L};
static char t0[1], t1[10], t2[100], t3[1000], t4[10000], t5[100000], t6[1000000];
static char *const lost[7] = {t0, t1, t2, t3, t4, t5, t6};

static int has_winning_move(int len, long v)
{
    int i;
    long place, d, lower, left, right;

    for (i = 0; i < len; i++) {
        place = power[len - 1 - i];
        d = v / place % 10;
        if (d == 0) {
            left = v / power[len - i];
            right = v % place;
            if (lost[len - 1][left * place + right])
                return 1;
        }
        for (lower = 1; lower <= d; lower++)
            if (lost[len][v - lower * place])
                return 1;
    }
    return 0;
}

int main(void)
{
    char s[64];
    int len;
    size_t i;
    long v;

    t0[0] = 1;
    for (len = 1; len <= 6; len++)
        for (v = 0; v < power[len]; v++)
            lost[len][v] = (char) !has_winning_move(len, v);
    while (scanf("%63s", s) == 1) {
        len = (int) strlen(s);
        if (len < 1 || len > 6)
            continue;
        for (v = 0, i = 0; s[i]; i++)
            v = 10 * v + (s[i] - '0');
        puts(lost[len][v] ? "No" : "Yes");
    }
    return 0;
}
