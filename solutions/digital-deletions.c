/*
 * digital-deletions.c -- HDU 1404 / ZOJ 1104 "Digital Deletions"
 *
 * Game:     a string of 1..6 digits; a move lowers one digit, or erases a
 *           0 with every digit to its right; who removes the last digit
 *           wins.
 * Method:   no closed form: a win/lose table over every string of up to
 *           six digits, built once. A string of length L is stored by its
 *           value v (leading zeros kept by L) in lost[L][v]. Each move
 *           leads to a smaller value of the same length (lowering) or to
 *           a shorter string (erasing), so going through the lengths up
 *           and the values up decides every string after all its moves.
 *           The empty string is lost for the player to move.
 * Input:    one string of 1..6 digits a line, until end of file.
 * Output:   "Yes" if the first player wins, else "No".
 * Limits:   1 s, 32 MB (assumed).
 * Cost:     1,111,110 strings of at most 6 * 9 + 6 moves: about 6 * 10^7
 *           steps once, 1.1 MB of flags; O(1) a query.
 * Verified: against the brute-force oracle in oracles/digital_deletions.py
 *           on testdata/digital-deletions/ (make test) and by python3
 *           judge.py stress digital-deletions.
 */
#include <stdio.h>
#include <string.h>

#define MAX_LENGTH 6

static const long power[MAX_LENGTH + 1] = {1L, 10L, 100L, 1000L, 10000L, 100000L, 1000000L};

/* lost_0 .. lost_6: 1 if the string of that length and value is lost for
   the player to move; lost_0[0] is the empty string. */
static char lost_0[1], lost_1[10], lost_2[100], lost_3[1000], lost_4[10000], lost_5[100000],
    lost_6[1000000];
static char *const lost[MAX_LENGTH + 1] = {lost_0, lost_1, lost_2, lost_3, lost_4, lost_5, lost_6};

/* 1 if some move from the string of length len and value v reaches a
   lost string. Digit i (0 = leftmost) has place value power[len - 1 - i];
   erasing from a 0 at i leaves the first i digits, v / power[len - i]. */
static int has_winning_move(const int len, const long v)
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

static void build(void)
{
    int len;
    long v;

    lost_0[0] = 1;
    for (len = 1; len <= MAX_LENGTH; len++)
        for (v = 0; v < power[len]; v++)
            lost[len][v] = (char) !has_winning_move(len, v);
}

int main(void)
{
    char s[64];
    size_t len, i;
    long v;

    build();
    while (scanf("%63s", s) == 1) {
        len = strlen(s);
        if (len < 1 || len > MAX_LENGTH)
            continue;
        v = 0;
        for (i = 0; i < len; i++)
            v = 10 * v + (s[i] - '0');
        puts(lost[len][v] ? "No" : "Yes");
    }
    return 0;
}
