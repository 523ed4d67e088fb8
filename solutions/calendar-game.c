/*
 * calendar-game.c -- HDU 1079 / POJ 1082 "Calendar Game"
 *
 * Game:     from a date in 1900-01-01 .. 2001-11-04, a move goes to the
 *           next day, or to the same day of the next month if it exists;
 *           whoever reaches 2001-11-04 wins, a move past it loses.
 * Theorem:  Adam (first) wins iff month + day is even, or the date is
 *           September 30 or November 30.
 * Why:      call a date even or odd by the parity of month + day; the
 *           target, 11 + 4 = 15, is odd. Every next-month move flips the
 *           parity (December to January too: 12 and 1 differ by 11), and
 *           so does every next-day move except from the 30th of a 30-day
 *           month (or February 28 of a common year) to the 1st. From an
 *           even date a flipping move to an odd date always exists (the
 *           next day, or the same day next month when the next day does
 *           not flip); from an odd date every move is to an even date,
 *           except from September 30 and November 30, whose next day,
 *           October 1 and December 1, is odd too: those two win. (April
 *           30, June 30 and February 28 are even anyway.) So the even
 *           dates and those two are won, and the other odd dates lost.
 * Input:    T, then T lines "YYYY MM DD", each a real date in the range.
 * Output:   "YES" if Adam wins, else "NO".
 * Limits:   1 s, 10000 KB.
 * Cost:     O(1) per case; input and output go through blocks of
 *           64 KiB.
 * Verified: against the brute-force oracle in oracles/calendar_game.py on
 *           testdata/calendar-game/ (every date of the range; make test)
 *           and by python3 judge.py stress calendar-game.
 */
#include <stdio.h>

/* 1 if the player to move from the date wins. Contract: a real date in
   1900-01-01 .. 2001-11-04 (the year does not matter). */
static int adam_wins(const long month, const long day)
{
    if ((month + day) % 2 == 0)
        return 1;
    return (month == 9 || month == 11) && day == 30;
}

/* The input, read in blocks: the number of cases has no bound. */
static char block[1 << 16];
static size_t block_length, block_at;

/* The next byte of the input, or EOF. */
static int next_byte(void)
{
    if (block_at == block_length) {
        block_length = fread(block, 1, sizeof block, stdin);
        block_at = 0;
        if (block_length == 0)
            return EOF;
    }
    return (unsigned char)block[block_at++];
}

/* Reads the next whole number, after any white space, into *value: 1, or
   0 at the end of the input or at anything else (as scanf would). */
static int read_number(long *value)
{
    int c = next_byte();

    while (c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f')
        c = next_byte();
    if (c < '0' || c > '9')
        return 0;
    *value = 0;
    for (; c >= '0' && c <= '9'; c = next_byte())
        *value = *value * 10 + (c - '0');
    return 1;
}

/* The output, written in blocks: a line a case. */
static char out[1 << 16];
static size_t used;

static void flush_out(void)
{
    fwrite(out, 1, used, stdout);
    used = 0;
}

/* Appends text (a short line) to the output block. */
static void put_text(const char *text)
{
    if (used + 64 > sizeof out)
        flush_out();
    while (*text != '\0')
        out[used++] = *text++;
}

int main(void)
{
    long cases, year, month, day;

    if (!read_number(&cases))
        return 0;
    while (cases-- > 0 && read_number(&year) && read_number(&month) && read_number(&day))
        put_text(adam_wins(month, day) ? "YES\n" : "NO\n");
    flush_out();
    return 0;
}
