/*
 * wythoff-moves.c -- HDU 2177 (Wythoff's game, list the winning moves)
 *
 * Game:     two piles a <= b; a move takes any positive number of stones
 *           from one pile, or the same positive number from both; who
 *           takes the last stone wins.
 * Theorem:  (Wythoff) the losing positions are the pairs (a_k, a_k + k),
 *           k >= 0, where a_k is the smallest number not in any earlier
 *           pair. Every number lies in exactly one pair, so from (a, b)
 *           the only one-pile moves that can win leave {a, partner(a)} or
 *           {partner(b), b}, and the only equal-removal move that can win
 *           leaves the pair with difference b - a.
 * Input:    lines "a b", 0 <= a <= b <= 1,000,000; the line "0 0" ends the
 *           input (end of file without it also ends it).
 * Output:   "0" for a losing position; else "1", then one line "x y"
 *           (x <= y) per position a winning move leaves: the equal-removal
 *           one first, then the others in increasing order of (x, y),
 *           each position once.
 * Limits:   1 s, 32 MB.
 * Cost:     O(MAXPILE) once for the pairs (by the mex construction, no
 *           floating point), then O(1) per query; two tables of longs.
 * Range:    pair members reach a_k + k < 1.62e6 for a_k <= 1e6: long.
 * Verified: against the brute-force oracle in oracles/wythoff_moves.py on
 *           testdata/wythoff-moves/ (make test) and by
 *           python3 judge.py stress wythoff-moves.
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

/* Appends the decimal digits of x >= 0 to the output block. */
static void put_number(long x)
{
    char digits[24];
    int count = 0;

    if (used + 64 > sizeof out)
        flush_out();
    do {
        digits[count++] = (char)('0' + x % 10);
        x /= 10;
    } while (x > 0);
    while (count > 0)
        out[used++] = digits[--count];
}

#define MAXPILE 1000000L /* largest pile the statement allows */

/* a_k = floor(k * phi) <= MAXPILE holds exactly for k <= 618034
   (618034 * phi = 1000000.018..., 618035 * phi = 1000001.6...):
   618035 entries of lower[]. */
#define MAXK 618035L

/* partner[x]: the other member of the losing pair that holds x (x itself
   for x = 0). lower[k] = a_k for every k with a_k <= MAXPILE; nlower of
   them. */
static long partner[MAXPILE + 1];
static long lower[MAXK];
static long nlower;

/* The mex construction: scanning x upwards, the first number not yet in a
   pair is a_k, and a_k + k (larger than every number used so far) is b_k. */
static void build_pairs(void)
{
    long x, k;

    for (x = 0; x <= MAXPILE; ++x)
        partner[x] = -1;
    k = 0;
    for (x = 0; x <= MAXPILE; ++x) {
        if (partner[x] != -1)
            continue;
        partner[x] = x + k;
        if (x + k <= MAXPILE)
            partner[x + k] = x;
        lower[k] = x;
        ++k;
    }
    nlower = k;
}

/* Appends the line "x y". */
static void put_pair(const long x, const long y)
{
    put_number(x);
    put_text(" ");
    put_number(y);
    put_text("\n");
}

/* Prints the answer for piles a <= b (not both 0). Contract: tables built,
   0 <= a <= b <= MAXPILE. */
static void answer(const long a, const long b)
{
    long ex = -1, ey = -1;      /* left by the equal-removal move, if it wins */
    long ox[2], oy[2];          /* left by the winning one-pile moves */
    long d = b - a, t;
    int n = 0, i;

    if (partner[a] == b) {
        put_text("0\n");
        return;
    }
    if (d < nlower && lower[d] < a) {
        ex = lower[d];
        ey = lower[d] + d;
    }
    if (partner[a] < b) {       /* take from b, keep a */
        ox[n] = partner[a] < a ? partner[a] : a;
        oy[n] = partner[a] < a ? a : partner[a];
        ++n;
    }
    if (partner[b] < a) {       /* take from a, keep b */
        ox[n] = partner[b];
        oy[n] = b;
        if (n == 0 || ox[0] != ox[n] || oy[0] != oy[n])
            ++n;
    }
    if (n == 2 && (ox[1] < ox[0] || (ox[1] == ox[0] && oy[1] < oy[0]))) {
        t = ox[0]; ox[0] = ox[1]; ox[1] = t;
        t = oy[0]; oy[0] = oy[1]; oy[1] = t;
    }
    put_text("1\n");
    if (ex >= 0)
        put_pair(ex, ey);
    for (i = 0; i < n; ++i)
        if (ox[i] != ex || oy[i] != ey)
            put_pair(ox[i], oy[i]);
}

int main(void)
{
    long a, b;

    build_pairs();
    /* Stops at the "0 0" line, and at end of file if that line is missing;
       %ld skips CRLF, blank lines and a missing final newline. */
    while (scanf("%ld %ld", &a, &b) == 2 && !(a == 0 && b == 0))
        answer(a, b);
    flush_out();
    return 0;
}
