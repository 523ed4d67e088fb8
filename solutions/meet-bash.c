/*
 * meet-bash.c -- HDU 2897 "邂逅明下" (a take-away game where the last coin
 * loses, with a least take)
 *
 * Game:     a heap of n coins; a move takes p to q coins, or all of them
 *           when fewer than p are left; whoever takes the last coin loses.
 * Theorem:  with r = n % (p + q), the first player loses iff 1 <= r <= p.
 * Why:      from 1..p coins every move empties the heap (takes the last
 *           coin). From r in 1..p plus a multiple of p + q, every take t
 *           (p..q) is answered by p + q - t (also p..q), back to such a
 *           heap, until 1..p coins are left to the opponent. From any
 *           other heap the mover takes r - p (r > p; at most q) or q
 *           (r = 0) and leaves such a heap.
 * Input:    lines "n p q", 1 <= n < 65536, 1 <= p <= q < 100, until end of
 *           file.
 * Output:   "WIN" if the first player wins, else "LOST".
 * Limits:   1 s, 32 MB (assumed).
 * Cost:     O(1) time and memory per case; input and output go
 *           through blocks of 64 KiB.
 * Verified: against the brute-force oracle in oracles/meet_bash.py on
 *           testdata/meet-bash/ (make test) and by python3 judge.py stress
 *           meet-bash.
 */
#include <stdio.h>

/* 1 if the player to move with n coins wins. Contract: n >= 1,
   1 <= p <= q. */
static int first_player_wins(const long n, const long p, const long q)
{
    const long r = n % (p + q);

    return r == 0 || r > p;
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

/* The output, written in blocks: a line a case. */
static char out[1 << 16];
static size_t used;

static void flush_out(void)
{
    fwrite(out, 1, used, stdout);
    used = 0;
}

/* Appends text (a short line) to the output block. */
static void put_text(const char *text)
{
    if (used + 64 > sizeof out)
        flush_out();
    while (*text != '\0')
        out[used++] = *text++;
}

int main(void)
{
    long n, p, q;

    while (read_number(&n) && read_number(&p) && read_number(&q))
        put_text(first_player_wins(n, p, q) ? "WIN\n" : "LOST\n");
    flush_out();
    return 0;
}
