/*
 * nim-winning-moves.c -- HDU 1850 "Being a Good Boy in Spring Festival"
 *
 * Game:     Nim with M piles; a move takes any positive number of stones
 *           from one pile; who takes the last stone wins. Count the
 *           winning first moves: those after which the opponent loses.
 * Theorem:  (Bouton) a position is lost for the player to move iff the
 *           xor x of its piles is 0. A move changes one pile, so the only
 *           move on pile a that leaves xor 0 makes it a ^ x, and that is a
 *           move iff a ^ x < a (which holds iff a has the highest set bit
 *           of x). The answer is the number of such piles; 0 when x == 0.
 * Input:    cases, each a line M (1 < M <= 100) and a line of M piles
 *           1 <= a <= 1000000; the line "0" ends the input (end of file
 *           without it also ends it).
 * Output:   per case one line: the number of winning first moves.
 * Limits:   1 s, 32 MB.
 * Cost:     O(M) time and memory per case. Piles are below 2^20, so every
 *           xor fits in a long (the type is long, not int, for 16-bit
 *           ints; 32 bits are enough).
 * Verified: against the brute-force oracle in oracles/nim_winning_moves.py
 *           on testdata/nim-winning-moves/ (make test) and by
 *           python3 judge.py stress nim-winning-moves.
 */
#include <stdio.h>

#define MAXPILES 100 /* the statement's bound on M */

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

/* read_number into an int: every number of this input fits one. */
static int read_int(int *value)
{
    long number;

    if (!read_number(&number))
        return 0;
    *value = (int)number;
    return 1;
}

/* The number of piles a[i] with (a[i] ^ x) < a[i], x the xor of all. */
static int winning_moves(const long a[], const int count)
{
    long x;
    int i, moves;

    x = 0;
    for (i = 0; i < count; ++i)
        x ^= a[i];
    moves = 0;
    for (i = 0; i < count; ++i)
        if ((a[i] ^ x) < a[i])
            ++moves;
    return moves;
}

int main(void)
{
    long a[MAXPILES];
    int count, i;

    /* Stops at the "0" line, and at end of file if it is missing;
       read_number skips CRLF, blank lines and extra blanks. A count
       outside the statement is not trusted with the array. */
    while (read_int(&count) && count != 0) {
        if (count < 0 || count > MAXPILES)
            return 0;
        for (i = 0; i < count; ++i)
            if (!read_number(&a[i]))
                return 0;
        printf("%d\n", winning_moves(a, count));
    }
    return 0;
}
