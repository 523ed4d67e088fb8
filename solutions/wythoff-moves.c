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
 *           floating point) into a 125 KB bitmap with a rank per word,
 *           then O(1) per query but for a_d, found by a short walk from
 *           an estimate (a few dozen steps at most).
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
#define WORDS (MAXPILE / 32 + 1)

/* The pairs as a bitmap: bit x of upper[] is set when x is some b_k,
   k >= 1 (0 = a_0 = b_0 counts as lower). rank_before[w] is the number of
   lower numbers below 32 w. Kept in 32 bits of each unsigned long (which
   has at least 32), 250 KB in all, built once. */
static unsigned long upper[WORDS];
static long rank_before[WORDS + 1];
static unsigned char ones[256];  /* ones[v]: the set bits of v */

static int is_upper(const long x)
{
    return (int)((upper[x >> 5] >> (x & 31)) & 1UL);
}

/* The number of lower numbers <= x. Contract: 0 <= x <= MAXPILE. */
static long lower_rank(const long x)
{
    unsigned long bits = ~upper[x >> 5] & 0xFFFFFFFFUL;
    int shift = (int)(x & 31);

    if (shift < 31)
        bits &= (2UL << shift) - 1;
    return rank_before[x >> 5] + ones[bits & 0xFF] + ones[(bits >> 8) & 0xFF]
        + ones[(bits >> 16) & 0xFF] + ones[(bits >> 24) & 0xFF];
}

/* The mex construction: scanning x upwards, the first number not yet in a
   pair is a_k, and a_k + k (larger than every number used so far) is b_k. */
static void build_pairs(void)
{
    long x, k = 0, w;
    int v;

    for (v = 1; v < 256; ++v)
        ones[v] = (unsigned char)(ones[v >> 1] + (v & 1));
    for (x = 0; x <= MAXPILE; ++x) {
        if (is_upper(x))
            continue;
        if (k > 0 && x + k <= MAXPILE)
            upper[(x + k) >> 5] |= 1UL << ((x + k) & 31);
        ++k;
    }
    rank_before[0] = 0;
    for (w = 0; w < WORDS; ++w)
        rank_before[w + 1] = rank_before[w] + 32 - (ones[upper[w] & 0xFF] + ones[(upper[w] >> 8) & 0xFF]
                                                    + ones[(upper[w] >> 16) & 0xFF]
                                                    + ones[(upper[w] >> 24) & 0xFF]);
}

/* The other member of the pair that holds x: a lower a_k (rank k + 1)
   pairs with a_k + k; an upper b_k (the k-th upper, counting 1..x) with
   b_k - k. Contract: 0 <= x <= MAXPILE, pairs built. */
static long partner(const long x)
{
    long lower = lower_rank(x);

    return is_upper(x) ? x - (x + 1 - lower) : x + lower - 1;
}

/* a_d = floor(d * phi), the lower member of the pair with difference d:
   the lower number of rank d + 1, walked to from an estimate never above
   it and at most 5 below. The estimate d + d * 0.618034 is made in three
   parts whose products stay below 2^31 (d <= 1e6), each rounded down, so
   it is within 3 below d + d * 0.618034, which exceeds d * phi by less than
   0.02; less 2, it is below a_d > d * phi - 1. Returns -1 when a_d >
   MAXPILE. */
static long lower_of_difference(const long d)
{
    long x = d + (d / 1000) * 618 + (d / 1000) * 34 / 1000 + (d % 1000) * 618034L / 1000000L - 2;

    if (x < 0)
        x = 0;
    while (x <= MAXPILE && (is_upper(x) || lower_rank(x) < d + 1))
        ++x;
    return x <= MAXPILE ? x : -1;
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
    long d = b - a, t, pa, pb;
    int n = 0, i;

    if (partner(a) == b) {
        put_text("0\n");
        return;
    }
    t = lower_of_difference(d);
    if (t >= 0 && t < a) {
        ex = t;
        ey = t + d;
    }
    pa = partner(a);
    pb = partner(b);
    if (pa < b) {               /* take from b, keep a */
        ox[n] = pa < a ? pa : a;
        oy[n] = pa < a ? a : pa;
        ++n;
    }
    if (pb < a) {               /* take from a, keep b */
        ox[n] = pb;
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
    long a, b;

    build_pairs();
    /* Stops at the "0 0" line, and at end of file if that line is missing;
       read_number skips CRLF, blank lines and a missing final newline. */
    while (read_number(&a) && read_number(&b) && !(a == 0 && b == 0))
        answer(a, b);
    flush_out();
    return 0;
}
