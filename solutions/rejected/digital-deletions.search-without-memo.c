/* Time Limit Exceeded: searches each string's game tree anew with no memory: right, but from six large digits the tree has astronomically many move sequences. */
/*
 * Exposed by 07-bounds ("999999" and the lost six-digit strings): a lost
 * string's search visits every sequence of moves below it.
 */
#include <stdio.h>
#include <string.h>

/* 1 if the player to move from s (length len, digits as chars) wins */
static int wins(char *s, int len)
{
    int i, won = 0;
    char keep, lower;

    for (i = 0; i < len && !won; i++) {
        keep = s[i];
        if (keep == '0' && !wins(s, i))
            won = 1;
        for (lower = '0'; lower < keep && !won; lower++) {
            s[i] = lower;
            if (!wins(s, len))
                won = 1;
        }
        s[i] = keep;
    }
    return won;
}

int main(void)
{
    char s[64];
    int len;

    while (scanf("%63s", s) == 1) {
        len = (int) strlen(s);
        if (len < 1 || len > 6)
            continue;
        puts(wins(s, len) ? "Yes" : "No");
    }
    return 0;
}
