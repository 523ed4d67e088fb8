/*
 * kayles.c -- "Kayles" (a problem of our own)
 *
 * Game:     rows of pins; a move knocks down one pin or two neighbouring
 *           pins of one row (which may split it in two); who cannot move
 *           loses. Print who wins and, for a win, one winning move.
 * Theorem:  (Sprague-Grundy) a position loses iff the xor of g(n) over its
 *           rows is 0, where g(n) is the mex of g(l) xor g(r) over the
 *           moves in a row of n (l + r = n - 1 or n - 2). The values are
 *           periodic: g(n + 12) = g(n) for every n >= 71 (Guy-Smith: it
 *           holds from 71 up to 2 * 71 + 12 + 2, hence for ever).
 * Move:     with x the position's value, a row whose value v has
 *           v xor x < v has a split of value v xor x (mex), and one whose
 *           smaller part is below 83 (move 12 pins from part to part while
 *           both are at least 83: both values stay).
 * Input:    T (1 <= T <= 1000), then T lines "k n1 .. nk",
 *           1 <= k <= 100, 1 <= ni <= 1,000,000,000.
 * Output:   "Second" if the player to move loses, else "First r a b":
 *           knock down pins a..b (b = a or a + 1) of row r, all 1-based.
 * Limits:   1 s, 32 MB.
 * Cost:     the table g(0..95) once (about 10^4 steps); per case O(k) for
 *           the value and at most 2 * 2 * 83 splits for the move.
 * Verified: against the brute-force oracle in oracles/kayles.py (its
 *           checker) on testdata/kayles/ (make test) and by
 *           python3 judge.py stress kayles.
 */
#include <stdio.h>

#define TABLE 95      /* g(0..95) by mex; past it, the period */
#define SMALL 83      /* a winning split has a part below this */
#define MAXK 100

static int g[TABLE + 1];

/* g(0..TABLE) by the mex definition. Values stay below 16. */
static void build_table(void)
{
    int n, knocked, left, v;
    int seen[16];

    for (n = 0; n <= TABLE; ++n) {
        for (v = 0; v < 16; ++v)
            seen[v] = 0;
        for (knocked = 1; knocked <= 2; ++knocked)
            for (left = 0; left + knocked <= n; ++left)
                seen[g[left] ^ g[n - knocked - left]] = 1;
        for (v = 0; seen[v]; ++v)
            ;
        g[n] = v;
    }
}

/* The Grundy value of a row of n pins, 0 <= n <= 10^9. */
static int grundy(const long n)
{
    if (n <= TABLE)
        return g[n];
    return g[84 + (n - 84) % 12];    /* same residue, both at least 71 */
}

/* Prints the answer for rows[0..k-1]. */
static void solve(const long *rows, const int k)
{
    int i, r, x, target, knocked;
    long n, small, left, lefts[2];

    x = 0;
    for (i = 0; i < k; ++i)
        x ^= grundy(rows[i]);
    if (x == 0) {
        puts("Second");
        return;
    }
    for (r = 0; (grundy(rows[r]) ^ x) >= grundy(rows[r]); ++r)
        ;
    n = rows[r];
    target = grundy(n) ^ x;
    for (knocked = 1; knocked <= 2; ++knocked)
        for (small = 0; small < SMALL && small + knocked <= n; ++small) {
            lefts[0] = small;
            lefts[1] = n - knocked - small;
            for (i = 0; i < 2; ++i) {
                left = lefts[i];
                if ((grundy(left) ^ grundy(n - knocked - left)) == target) {
                    printf("First %d %ld %ld\n", r + 1, left + 1, left + knocked);
                    return;
                }
            }
        }
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

int main(void)
{
    long rows[MAXK], t, k;
    int i;

    build_table();
    if (!read_number(&t))
        return 0;
    while (t-- > 0 && read_number(&k) && k >= 1 && k <= MAXK) {
        for (i = 0; i < k; ++i)
            if (!read_number(&rows[i]))
                return 0;
        solve(rows, (int)k);
    }
    return 0;
}
