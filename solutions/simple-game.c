/*
 * simple-game.c -- HDU 1851 "A Simple Game"
 *
 * Game:     n piles; from pile i a move takes 1 to L_i stones; who takes
 *           the last stone wins. The teacher moves first; the question is
 *           whether Agrael, the second player, wins.
 * Theorem:  Agrael wins iff the xor of M_i % (L_i + 1) is 0.
 * Why:      one pile with cap L is Bash's game; its Grundy value is
 *           M % (L + 1) (the mex of the values of M - 1 .. M - L, which
 *           run through the other residues). A move changes one pile, so
 *           the piles add as Nim heaps of those values (Sprague-Grundy):
 *           the first player loses iff their xor is 0.
 * Input:    T, then T cases: n (1..10), then n lines "M L", 1 <= M, L <= 20.
 * Output:   "Yes" if Agrael (second) wins, else "No".
 * Limits:   1 s, 32 MB (assumed).
 * Cost:     O(n) per case; input and output go through blocks of
 *           64 KiB.
 * Verified: against the brute-force oracle in oracles/simple_game.py on
 *           testdata/simple-game/ (make test) and by python3 judge.py
 *           stress simple-game.
 */
#include <stdio.h>

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
    long cases, n, m, l, x;

    if (!read_number(&cases))
        return 0;
    while (cases-- > 0 && read_number(&n)) {
        x = 0;
        while (n-- > 0 && read_number(&m) && read_number(&l))
            x ^= m % (l + 1);
        put_text(x == 0 ? "Yes\n" : "No\n");
    }
    flush_out();
    return 0;
}
