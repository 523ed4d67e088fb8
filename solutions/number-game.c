/*
 * number-game.c -- POJ 1143 "Number Game"
 *
 * Game:     players choose in turn integers from 2 to 20; a number may not
 *           be chosen once it was chosen, or is a multiple of a chosen
 *           number, or a sum of such multiples; who cannot choose loses.
 *           Given the numbers still allowed, list every winning move.
 * Method:   a remembered search over the sets of allowed numbers (19-bit
 *           masks, bit y - 2 for y). Choosing x forbids, scanning y up
 *           from 2, every y already forbidden, y = x, and every y whose
 *           y - x is forbidden by then: the old forbidden set is closed
 *           under sums, so that is every sum of multiples of x and of the
 *           old ones. A set is won iff some choice leaves a lost one.
 * Input:    lines "n a_1 ... a_n" (1 <= n <= 20, 2 <= a_i <= 20), positions
 *           a game can reach, up to a line 0.
 * Output:   "Test Case #k", then "The winning moves are: a b c" (ascending,
 *           one space apart) or "There's no winning move.", then a blank
 *           line.
 * Limits:   1 s, 64 MB.
 * Cost:     each of the at most 2^19 sets is searched once (in fact only
 *           the few thousand that a game can reach), 19 choices of 19
 *           steps each; 512 KB of memo. A set's winning moves are worked
 *           out once, however many cases ask (2 MB more, 4 with a 64-bit
 *           long). Input and output go through blocks of 64 KiB.
 * Verified: against the brute-force oracle in oracles/number_game.py on
 *           testdata/number-game/ (make test) and by
 *           python3 judge.py stress number-game.
 */
#include <stdio.h>

#define LOW 2
#define HIGH 20
#define ALL ((1UL << (HIGH - LOW + 1)) - 1)

static unsigned char known[1UL << (HIGH - LOW + 1)];   /* 0 unknown, 1 lost, 2 won */

/* The allowed set after choosing x from allowed. */
static unsigned long after(const unsigned long allowed, const int x)
{
    unsigned long forbidden = 0;
    int y;

    for (y = LOW; y <= HIGH; y++)
        if (!(allowed >> (y - LOW) & 1UL) || y == x
            || (y - x >= LOW && (forbidden >> (y - x - LOW) & 1UL)))
            forbidden |= 1UL << (y - LOW);
    return ALL & ~forbidden;
}

/* Does the player to choose from allowed win? */
static int wins(const unsigned long allowed)
{
    int x, won = 0;

    if (known[allowed])
        return known[allowed] == 2;
    for (x = LOW; x <= HIGH && !won; x++)
        if ((allowed >> (x - LOW) & 1UL) && !wins(after(allowed, x)))
            won = 1;
    known[allowed] = (unsigned char)(won ? 2 : 1);
    return won;
}

/* The winning moves from each set asked about, as a mask like the set's,
   and whether they were worked out yet. */
static unsigned long winning[1UL << (HIGH - LOW + 1)];
static unsigned char asked[1UL << (HIGH - LOW + 1)];

static unsigned long winning_moves(const unsigned long allowed)
{
    int x;

    if (!asked[allowed]) {
        for (x = LOW; x <= HIGH; x++)
            if ((allowed >> (x - LOW) & 1UL) && !wins(after(allowed, x)))
                winning[allowed] |= 1UL << (x - LOW);
        asked[allowed] = 1;
    }
    return winning[allowed];
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

/* The output, written in blocks: at most a short line at a time. */
static char out[1 << 16];
static size_t used;

static void flush_out(void)
{
    fwrite(out, 1, used, stdout);
    used = 0;
}

/* Appends text (shorter than 80 bytes) to the output block. */
static void put_text(const char *text)
{
    if (used + 80 > sizeof out)
        flush_out();
    while (*text != '\0')
        out[used++] = *text++;
}

/* Appends a positive number in decimal. */
static void put_number(unsigned long value)
{
    char digits[24];
    int length = 0;

    do {
        digits[length++] = (char)('0' + value % 10);
        value /= 10;
    } while (value > 0);
    if (used + 80 > sizeof out)
        flush_out();
    while (length > 0)
        out[used++] = digits[--length];
}

int main(void)
{
    long n, i, a;
    unsigned long allowed, moves, k = 0;
    int x;

    while (read_number(&n) && n != 0) {
        allowed = 0;
        for (i = 0; i < n; i++) {
            if (!read_number(&a)) {
                flush_out();
                return 0;
            }
            if (a >= LOW && a <= HIGH)
                allowed |= 1UL << (a - LOW);
        }
        put_text("Test Case #");
        put_number(++k);
        put_text("\n");
        moves = winning_moves(allowed);
        if (moves == 0)
            put_text("There's no winning move.\n");
        else {
            put_text("The winning moves are:");
            for (x = LOW; x <= HIGH; x++)
                if (moves >> (x - LOW) & 1UL) {
                    put_text(" ");
                    put_number((unsigned long)x);
                }
            put_text("\n");
        }
        put_text("\n");
    }
    flush_out();
    return 0;
}
