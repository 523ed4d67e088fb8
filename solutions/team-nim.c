/*
 * team-nim.c -- POJ 2068 "Nim" (two teams, each player his own limit)
 *
 * Game:     S stones; 2n players around a table, the teams alternating
 *           seat by seat; player i takes 1 to M_i stones; whoever takes
 *           the last stone loses for his team. Seat 1 (your team) first.
 * Method:   the players differ, so a position is (stones left, seat to
 *           move), and no single number per heap describes it. win[s][i]:
 *           does seat i, to move with s stones left, win for its team?
 *           win[0][i] = 1 (the player before took the last stone);
 *           win[s][i] = 1 iff some t in 1..min(M_i, s) has
 *           win[s - t][i + 1] = 0 (the next seat, of the other team).
 * Input:    lines "n S M_1 ... M_2n", 1 <= n <= 10, 1 <= S <= 2^13,
 *           1 <= M_i <= 16, up to a line 0.
 * Output:   "1" if your team wins, else "0".
 * Limits:   1 s, 30000 KB.
 * Faster:   seat i wins with s stones iff the next seat lost with one of
 *           s - M_i .. s - 1 stones, that is iff the largest s' < s at
 *           which the next seat loses is at least s - M_i. So only that
 *           largest losing count per seat is kept, row by row.
 * Cost:     O(S * 2n) per case, at most 8192 * 20 steps, and no table.
 * Verified: against the brute-force oracle in oracles/team_nim.py on
 *           testdata/team-nim/ (make test) and by
 *           python3 judge.py stress team-nim.
 */
#include <stdio.h>

#define MAX_SEATS 20
#define NEVER (-100)            /* no losing count yet: further back than any take reaches */

/* Does seat 0, to move with stones left, win? takes[i] is M_(i+1).
   last_lost[i]: the largest count below s with which seat i, to move,
   loses (NEVER before there is one: with 0 stones every seat wins). */
static int first_team_wins(const int stones, const int seats, const int takes[MAX_SEATS])
{
    int s, i, last_lost[MAX_SEATS], lost_now[MAX_SEATS];

    for (i = 0; i < seats; i++)
        last_lost[i] = NEVER;
    for (s = 1; s <= stones; s++) {
        for (i = 0; i < seats; i++)
            lost_now[i] = last_lost[i + 1 < seats ? i + 1 : 0] < s - takes[i];
        for (i = 0; i < seats; i++)
            if (lost_now[i])
                last_lost[i] = s;
    }
    return last_lost[0] != stones;
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
static int read_number(int *value)
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

int main(void)
{
    int n, stones, i, takes[MAX_SEATS];

    while (read_number(&n) && n != 0) {
        if (!read_number(&stones))
            return 0;
        for (i = 0; i < 2 * n; i++)
            if (!read_number(&takes[i]))
                return 0;
        puts(first_team_wins(stones, 2 * n, takes) ? "1" : "0");
    }
    return 0;
}
