/*
 * fibonacci-nim.c -- HDU 2516 (Fibonacci Nim)
 *
 * Game:     one pile of n stones; the first move takes 1 to n - 1 stones
 *           (not all); each later move takes 1 to twice the number the
 *           opponent just took; who takes the last stone wins.
 * Theorem:  the first player loses iff n is a Fibonacci number (2, 3, 5,
 *           8, 13, ...). Otherwise the winning first move takes the
 *           smallest term of n's Zeckendorf sum (non-consecutive Fibonacci
 *           numbers), which is less than half the next term of the sum.
 * Input:    lines "n", 2 <= n < 2^31; the line "0" ends the input (end of
 *           file without it also ends it).
 * Output:   "Second win" if the first player loses, else "First win".
 * Limits:   1 s, 32 MB.
 * Cost:     45 terms built once, then a binary search (6 comparisons) per
 *           query.
 * Range:    the table stops at 1836311903, the largest Fibonacci number
 *           below 2^31; the next would be 1134903170 + 1836311903 =
 *           2971215073 > 2^31 - 1. The loop checks that a sum fits in
 *           LIMIT before forming it, so no sum ever exceeds 2^31 - 1 and
 *           32-bit long suffices (C89 long holds at least 2^31 - 1).
 * Verified: against the brute-force oracle in oracles/fibonacci_nim.py on
 *           testdata/fibonacci-nim/ (make test) and by
 *           python3 judge.py stress fibonacci-nim.
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

#define LIMIT 2147483647L /* 2^31 - 1, the largest n the statement allows */
#define MAXFIB 64         /* room for the 45 Fibonacci numbers 2..LIMIT */

static long fib[MAXFIB];
static int nfib;

/* fib[0..nfib-1] = 1, 2, 3, 5, ..., 1836311903: every Fibonacci number up
   to LIMIT. A term is added only if it fits: fib[nfib - 2] <= LIMIT -
   fib[nfib - 1] is tested without forming the sum. */
static void build_fibonacci(void)
{
    fib[0] = 1;
    fib[1] = 2;
    nfib = 2;
    while (fib[nfib - 2] <= LIMIT - fib[nfib - 1]) {
        fib[nfib] = fib[nfib - 1] + fib[nfib - 2];
        ++nfib;
    }
}

/* 1 if the first player wins with n stones, else 0.
   Contract: 2 <= n <= LIMIT; fib built. */
static int first_player_wins(const long n)
{
    int low = 0, high = nfib - 1, middle;

    while (low <= high) {           /* binary search of the increasing table */
        middle = (low + high) / 2;
        if (fib[middle] == n)
            return 0;
        if (fib[middle] < n)
            low = middle + 1;
        else
            high = middle - 1;
    }
    return 1;
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
    long n;

    build_fibonacci();
    /* Stops at the "0" line, and at end of file if that line is missing;
       read_number skips CRLF, blank lines and a missing final newline. */
    while (read_number(&n) && n != 0)
        put_text(first_player_wins(n) ? "First win\n" : "Second win\n");
    flush_out();
    return 0;
}
