/*
 * chomp.c -- "Chomp" (a problem of our own)
 *
 * Game:     a staircase of chocolate squares inside 8 x 8, rows 1..m of
 *           lengths l1 >= l2 >= ... >= lm, the poisoned square at row 1,
 *           column 1; a bite at (i, j) eats every square (i', j') left with
 *           i' >= i and j' >= j; who faces the poisoned square alone (and
 *           must eat it) loses. Print who wins and, for a win, one bite.
 * Method:   memoised search over the shapes: a shape is won iff some bite
 *           leaves a lost one. A shape with l_i = 0 past row m is coded by
 *           the 8 distinct numbers l_i + 8 - i in 0..15, a 16-bit mask with
 *           8 bits set, so a table of 2^16 entries holds every shape.
 * Theorem:  (strategy stealing) every rectangle but 1 x 1 is won, yet the
 *           argument names no bite: the search finds it.
 * Input:    T (1 <= T <= 20000), then T lines "m l1 .. lm", 1 <= m <= 8,
 *           8 >= l1 >= ... >= lm >= 1.
 * Output:   "Second" if the player to move loses, else "First i j": a
 *           winning bite at row i, column j (1-based, not (1, 1)).
 * Limits:   1 s, 32 MB.
 * Cost:     each of the 12869 shapes is decided once, over at most 63
 *           bites: about 10^6 steps in all, shared by every case, and its
 *           first winning bite kept, so that a case is a lookup; 64 KB.
 * Verified: against the brute-force oracle in oracles/chomp.py (its
 *           checker) on testdata/chomp/ (make test) and by
 *           python3 judge.py stress chomp.
 */
#include <stdio.h>

#define N 8

/* Per shape code: 0 not yet decided, -1 lost, else 1 + N * i + j for its
   first winning bite in row-major order (row i, column j, 0-based). */
static signed char known[1 << (2 * N)];

static unsigned code_of(const int *rows)
{
    unsigned code = 0;
    int i;

    for (i = 0; i < N; ++i)
        code |= 1U << (rows[i] + N - 1 - i);
    return code;
}

/* known[] of rows[0..N-1] (0 past the last row), deciding it if need be:
   a shape is won iff some bite leaves a lost one. Every bite leaves a
   smaller shape, so the search never comes back to the shape it decides. */
static int first_winning_bite(const int *rows)
{
    int after[N];
    int i, j, k;
    unsigned code = code_of(rows);

    if (known[code] != 0)
        return known[code];
    known[code] = -1;
    for (i = 0; i < N && known[code] < 0; ++i)
        for (j = (i == 0 ? 1 : 0); j < rows[i] && known[code] < 0; ++j) {
            for (k = 0; k < N; ++k)
                after[k] = k >= i && rows[k] > j ? j : rows[k];
            if (first_winning_bite(after) < 0)
                known[code] = (signed char) (1 + N * i + j);
        }
    return known[code];
}

/* The input, read in blocks: scanf took over half the time of a run. */
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
    int rows[N];
    int t, m, i, bite;

    if (!read_number(&t))
        return 0;
    while (t-- > 0 && read_number(&m) && m >= 1 && m <= N) {
        for (i = 0; i < N; ++i)
            rows[i] = 0;
        for (i = 0; i < m; ++i)
            if (!read_number(&rows[i]) || rows[i] > N)
                return 0;
        bite = first_winning_bite(rows) - 1;
        if (bite >= 0)
            printf("First %d %d\n", bite / N + 1, bite % N + 1);
        else
            puts("Second");
    }
    return 0;
}
