/*
 * s-nim.c -- HDU 1536 "S-Nim" (also POJ 2960)
 *
 * Game:     several heaps; a move takes exactly s beads from one heap, for
 *           some s in the case's set S (given unsorted, maybe with
 *           repeats); who cannot move loses.
 * Theorem:  (Sprague-Grundy) a position loses for the player to move iff
 *           the xor of g(h) over its heaps is 0, where g(0..s_min - 1) = 0
 *           and g(x) is the mex of g(x - s) over the s in S with s <= x.
 * Input:    cases until the line "0" (end of file without it also ends
 *           them): a line "k s1 .. sk" (1 <= k <= 100, 1 <= si <= 10000),
 *           a line "m" (1 <= m <= 100), m lines "l h1 .. hl" (1 <= l <=
 *           100, 0 <= hi <= 10000).
 * Output:   per case one line of m letters, W (the position wins) or L.
 * Limits:   1 s, 32 MB.
 * Cost:     per case, g up to the case's largest heap H: O(H * k) time
 *           (at most 10^6 steps), and the m * l heaps are stored first.
 *           O(10000) memory.
 * Range:    a heap has at most k <= 100 distinct moves, so g(x) <= 100 and
 *           the mex scratch needs 101 entries (102 here); it is never
 *           cleared: a stamp per heap size marks the values seen.
 * Verified: against the brute-force oracle in oracles/s_nim.py on
 *           testdata/s-nim/ (make test) and by python3 judge.py stress s-nim.
 */
#include <stdio.h>

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

#define MAXK 100
#define MAXM 100
#define MAXL 100
#define MAXH 10000

static int moves[MAXK];
static int heaps[MAXM][MAXL];
static int nheaps[MAXM];
static int g[MAXH + 1];
static long seen[MAXK + 2]; /* seen[v] == stamp: value v is an option */
static long stamp;

/* g[0..top] for the k moves. Nothing is kept from an earlier case. */
static void build_grundy(const int k, const int top)
{
    int x, i, v;

    for (x = 0; x <= top; ++x) {
        ++stamp;
        /* Every move is tried: the set is not sorted, so no early exit. */
        for (i = 0; i < k; ++i)
            if (moves[i] <= x && g[x - moves[i]] <= MAXK)
                seen[g[x - moves[i]]] = stamp;
        for (v = 0; seen[v] == stamp; ++v)
            ;
        g[x] = v;
    }
}

/* Reads one case after its k and prints its line. Returns 0 if the input
   ends inside the case. */
static int solve_case(const int k)
{
    int i, j, m, top, value;

    for (i = 0; i < k; ++i)
        if (scanf("%d", &moves[i]) != 1)
            return 0;
    if (scanf("%d", &m) != 1)
        return 0;
    top = 0;
    for (i = 0; i < m; ++i) {
        if (scanf("%d", &nheaps[i]) != 1)
            return 0;
        for (j = 0; j < nheaps[i]; ++j) {
            if (scanf("%d", &heaps[i][j]) != 1)
                return 0;
            if (heaps[i][j] > top)
                top = heaps[i][j];
        }
    }
    build_grundy(k, top);
    for (i = 0; i < m; ++i) {
        value = 0;
        for (j = 0; j < nheaps[i]; ++j)
            value ^= g[heaps[i][j]];
        put_text(value != 0 ? "W" : "L");
    }
    put_text("\n");
    return 1;
}

int main(void)
{
    int k;

    /* Stops at the "0" line, and at end of file if that line is missing;
       %d skips CRLF, blank lines and a missing final newline. */
    while (scanf("%d", &k) == 1 && k != 0)
        if (!solve_case(k))
            break;
    flush_out();
    return 0;
}
