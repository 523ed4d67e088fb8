/*
 * fibonacci-again.c -- HDU 1848 "Fibonacci again and again"
 *
 * Game:     three piles of m, n, p stones; a move takes a Fibonacci number
 *           of stones (1, 2, 3, 5, 8, ...) from one pile; who takes the
 *           last stone wins.
 * Theorem:  (Sprague-Grundy) the first player wins iff
 *           sg(m) ^ sg(n) ^ sg(p) != 0, where sg(x) is the mex of sg(x - f)
 *           over the Fibonacci numbers f <= x, and sg(0) = 0.
 * Input:    lines "m n p", 1 <= m, n, p <= 1000; the line "0 0 0" ends the
 *           input (end of file without it also ends it).
 * Output:   "Fibo" if the first player wins, else "Nacci".
 * Limits:   1 s, 32 MB.
 * Cost:     O(MAXPILE * NFIB) once for the table (15 moves below 1000),
 *           then O(1) per query; O(MAXPILE) memory.
 * Verified: against the brute-force oracle in oracles/fibonacci_again.py on
 *           testdata/fibonacci-again/ (make test) and by
 *           python3 judge.py stress fibonacci-again.
 */
#include <stdio.h>

/* Output is gathered in a block and written with fwrite: one puts per
   line costs a third more than the reading itself. */
static char out[1 << 16];
static size_t used;

static void flush_out(void)
{
    fwrite(out, 1, used, stdout);
    used = 0;
}

/* Appends text and a newline to the output block. */
static void put_line(const char *text)
{
    if (used + 64 > sizeof out)
        flush_out();
    while (*text != '\0')
        out[used++] = *text++;
    out[used++] = '\n';
}

#define MAXPILE 1000 /* largest pile the statement allows; sg[] covers it */
#define MAXFIB 32    /* room for the distinct Fibonacci numbers <= MAXPILE */

/* Fills sg[0..MAXPILE] with the Grundy values of one pile. */
static void build_sg(int sg[])
{
    int fib[MAXFIB];
    int seen[MAXFIB + 1];
    int nfib, x, i, g;

    /* The distinct move sizes 1, 2, 3, 5, ... up to MAXPILE. */
    fib[0] = 1;
    fib[1] = 2;
    nfib = 2;
    while (fib[nfib - 1] + fib[nfib - 2] <= MAXPILE) {
        fib[nfib] = fib[nfib - 1] + fib[nfib - 2];
        ++nfib;
    }
    sg[0] = 0;
    for (x = 1; x <= MAXPILE; ++x) {
        /* A position has at most nfib options, so its mex is <= nfib and
           only values 0..nfib matter. */
        for (g = 0; g <= nfib; ++g)
            seen[g] = 0;
        for (i = 0; i < nfib && fib[i] <= x; ++i)
            if (sg[x - fib[i]] <= nfib)
                seen[sg[x - fib[i]]] = 1;
        for (g = 0; seen[g]; ++g)
            ;
        sg[x] = g;
    }
}

/* 1 if the player to move wins with piles m, n, p, else 0.
   Contract: 0 <= m, n, p <= MAXPILE; sg from build_sg. */
static int first_player_wins(const int sg[], const int m, const int n,
                             const int p)
{
    return (sg[m] ^ sg[n] ^ sg[p]) != 0;
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
    int sg[MAXPILE + 1];
    long m, n, p;

    build_sg(sg);
    /* Stops at the "0 0 0" line, and at end of file if that line is
       missing; read_number skips CRLF, blank lines and a missing final
       newline. */
    while (read_number(&m) && read_number(&n) && read_number(&p)
           && !(m == 0 && n == 0 && p == 0))
        put_line(first_player_wins(sg, m, n, p) ? "Fibo" : "Nacci");
    flush_out();
    return 0;
}
