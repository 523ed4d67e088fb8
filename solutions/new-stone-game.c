/*
 * new-stone-game.c -- POJ 1740 "A New Stone Game"
 *
 * Game:     n piles; a move picks a pile, removes at least one stone from
 *           it, then may move any of its remaining stones onto other piles
 *           that still have stones; who cannot move loses. Alice first.
 * Theorem:  the player to move loses iff the piles can be matched into
 *           pairs of equal size (every size occurs an even number of
 *           times): from such a position every move is answered by the
 *           same move on the twin pile; from any other, one move on the
 *           largest pile makes the position paired (see the analysis).
 * Input:    cases up to a line 0: a line n (1 <= n <= 10), then a line of
 *           n pile sizes 1 <= a_i <= 100.
 * Output:   "1" if Alice wins, else "0".
 * Limits:   1 s, 30000 KB.
 * Cost:     O(n) per case: the parity of each size's count, in a table
 *           of 101 slots that is never cleared; input and output in
 *           blocks.
 * Verified: against the brute-force oracle in oracles/new_stone_game.py on
 *           testdata/new-stone-game/ (make test) and by
 *           python3 judge.py stress new-stone-game.
 */
#include <stdio.h>

#define MAX_SIZE 100

/* Output is gathered in a block and written with fwrite: one puts or
   printf per line costs as much as the reading. */
static char out[1 << 16];
static size_t used;

static void flush_out(void)
{
    fwrite(out, 1, used, stdout);
    used = 0;
}

/* Appends text to the output block. */
static void put_text(const char *text)
{
    if (used + 64 > sizeof out)
        flush_out();
    while (*text != '\0')
        out[used++] = *text++;
}

/* The input, read in blocks: scanf took most of the time of a run. */
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

/* parity[s]: how many piles of s stones this case has, mod 2, valid
   while stamp[s] holds the case's number (so no table is cleared). */
static int parity[MAX_SIZE + 1];
static unsigned long stamp[MAX_SIZE + 1];

int main(void)
{
    long n, i, a;
    unsigned long this_case = 0;
    int s, odd;

    while (read_number(&n) && n != 0) {
        if (++this_case == 0) {         /* after 2^32 cases: 0 is no case's */
            for (s = 0; s <= MAX_SIZE; s++)
                stamp[s] = 0;
            this_case = 1;
        }
        odd = 0;                        /* how many sizes have an odd count */
        for (i = 0; i < n; i++) {
            if (!read_number(&a)) {
                flush_out();
                return 0;
            }
            if (a >= 0 && a <= MAX_SIZE) {
                if (stamp[a] != this_case) {
                    stamp[a] = this_case;
                    parity[a] = 1;
                    odd++;
                } else {
                    parity[a] ^= 1;
                    odd += parity[a] ? 1 : -1;
                }
            }
        }
        put_text(odd != 0 ? "1\n" : "0\n");
    }
    flush_out();
    return 0;
}
