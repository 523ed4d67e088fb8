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

    /* Stops at the "0" line, and at end of file if it is missing; %d/%ld
       skip CRLF, blank lines and extra blanks. A count outside the
       statement is not trusted with the array. */
    while (scanf("%d", &count) == 1 && count != 0) {
        if (count < 0 || count > MAXPILES)
            return 0;
        for (i = 0; i < count; ++i)
            if (scanf("%ld", &a[i]) != 1)
                return 0;
        printf("%d\n", winning_moves(a, count));
    }
    return 0;
}
