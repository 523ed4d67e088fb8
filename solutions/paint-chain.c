/*
 * paint-chain.c -- HDU 3980 "Paint Chain"
 *
 * Game:     a circle of N beads; a move paints M consecutive unpainted
 *           beads; who cannot move loses. aekdycoin moves first.
 * Theorem:  every first move is alike on a circle: it leaves a line of
 *           N - M unpainted beads. A move on a line of L paints M beads
 *           and leaves lines of a and L - M - a, played side by side, so
 *           (Sprague-Grundy) g(L) = mex of g(a) xor g(L - M - a) over
 *           0 <= a <= L - M, and g(L) = 0 for L < M. aekdycoin wins iff
 *           N >= M and g(N - M) = 0 (the second player then faces a lost
 *           line).
 * Input:    T, then T lines "N M", 1 <= N, M <= 1000.
 * Output:   "Case #k: aekdycoin" or "Case #k: abcdxyzk", k from 1.
 * Limits:   1 s, 32 MB.
 * Cost:     O(N^2 / 4) for the table of one M (each split tried once,
 *           not twice), built once for each M asked (1001 x 1001 shorts,
 *           2 MB); at most about 8.4 * 10^7 steps for an input that asks
 *           every M. Input and output in blocks.
 * Verified: against the brute-force oracle in oracles/paint_chain.py on
 *           testdata/paint-chain/ (make test) and by
 *           python3 judge.py stress paint-chain.
 */
#include <stdio.h>

#define MAX_N 1000

static short value[MAX_N + 1][MAX_N + 1];  /* value[m][l]: g(l) for painting m beads */
static int built[MAX_N + 1];               /* the length value[m] is built up to */
static int largest[MAX_N + 1];             /* the largest of value[m][0..built[m]] */
static int seen[2048], stamp;              /* seen[v] == stamp: v is reached */

/* Builds value[m][0..len]. The values are below 2048: a line of len has
   at most len + 1 moves, so its mex is at most len + 1. A move leaving a
   and l - m - a is the move leaving l - m - a and a, so only a <= half
   is tried. While every value so far is below 32, so is every xor of two
   of them, and the values reached are kept as bits of an unsigned long
   (32 bits at least); otherwise in seen[]. */
static void build(const int m, const int len)
{
    int l, a, v, half, top = largest[m];
    unsigned long reached, other;
    short *g = value[m];

    for (l = built[m] + 1; l <= len; l++) {
        half = l >= m ? (l - m) / 2 : -1;       /* no move below m */
        if (top < 32) {
            reached = other = 0;        /* two, to halve the chain of ors */
            for (a = 0; a + 1 <= half; a += 2) {
                reached |= 1UL << (g[a] ^ g[l - m - a]);
                other |= 1UL << (g[a + 1] ^ g[l - m - a - 1]);
            }
            if (a <= half)
                reached |= 1UL << (g[a] ^ g[l - m - a]);
            reached |= other;
            for (v = 0; v < 32 && (reached >> v & 1UL); v++)
                ;
        } else {
            stamp++;
            for (a = 0; a <= half; a++)
                seen[g[a] ^ g[l - m - a]] = stamp;
            for (v = 0; seen[v] == stamp; v++)
                ;
        }
        g[l] = (short)v;
        if (v > top)
            top = v;
    }
    largest[m] = top;
    if (len > built[m])
        built[m] = len;
}

/* Does the first player win a circle of n beads, painting m at a time? */
static int first_wins(const int n, const int m)
{
    if (n < m)
        return 0;
    build(m, n - m);
    return value[m][n - m] == 0;
}

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
    if (c < '0' || c > '9') {
        if (c != EOF)
            block_at--;                 /* left unread, as scanf leaves it */
        return 0;
    }
    *value = 0;
    for (; c >= '0' && c <= '9'; c = next_byte())
        *value = *value * 10 + (c - '0');
    return 1;
}

int main(void)
{
    long t, k, n, m;

    for (m = 0; m <= MAX_N; m++)
        built[m] = largest[m] = 0;  /* value[m][0] = 0 */
    if (!read_number(&t))
        return 0;
    for (k = 1; k <= t && read_number(&n) && read_number(&m); k++) {
        put_text("Case #");
        put_number(k);
        put_text(first_wins((int)n, (int)m) ? ": aekdycoin\n" : ": abcdxyzk\n");
    }
    flush_out();
    return 0;
}
