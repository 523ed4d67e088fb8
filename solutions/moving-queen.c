/*
 * moving-queen.c -- POJ 1067 / HDU 1527 (Wythoff's game, told as a queen)
 *
 * Game:     two piles a and b (the queen's distances to the corner); a move
 *           takes any positive number from one pile, or the same positive
 *           number from both; who empties both wins. First player to move.
 * Theorem:  (Wythoff) with a <= b, (a, b) is a losing position iff
 *           (a, b) = (a_k, a_k + k) for some k >= 0, a_k = floor(k * phi),
 *           phi = (1 + sqrt 5) / 2. So with k = b - a >= 1, (a, b) loses
 *           iff a = floor(k * phi), that is iff a < k * phi < a + 1 (k * phi
 *           is irrational), that is iff 2a - k < k * sqrt 5 < 2a + 2 - k.
 *           When 2a - k >= 0 (always so if (a, b) loses, as a_k >= k), both
 *           sides are non-negative and the test is exact in integers:
 *               (2a - k)^2 < 5 k^2 < (2a + 2 - k)^2.
 *           (0, 0) is the k = 0 pair; (0, b) with b > 0 moves to it.
 * Input:    lines "a b" until end of file; 0 <= a, b <= 1,000,000,000, in
 *           either order.
 * Output:   "1" if the first player wins, else "0".
 * Limits:   1 s, 32 MB.
 * Cost:     O(1) time and memory per query: three squares and a compare.
 * Range:    no floating point (floor(k * phi) in double is wrong for some
 *           k below the bound, the first being k = 102334155) and no 64-bit
 *           type: 2a + 2 - k <= 2e9 + 2 < 2^31, but the squares reach
 *           5e18, so they are computed exactly in 16-bit limbs, whose
 *           products fit the 32 bits an unsigned long always has.
 * Verified: against the brute-force oracle in oracles/moving_queen.py on
 *           testdata/moving-queen/ (make test) and by
 *           python3 judge.py stress moving-queen.
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

/* A number below 2^80 as five 16-bit limbs, the lowest first. */
typedef struct {
    unsigned long limb[5];
} wide;

/* times * x * x, exactly. Contract: 0 <= x < 2^31, 1 <= times <= 5. */
static wide square_times(const unsigned long x, const unsigned long times)
{
    unsigned long x0 = x & 0xFFFFUL, x1 = x >> 16, part, carry;
    wide result;
    int i;

    /* x^2 = x1^2 2^32 + 2 x1 x0 2^16 + x0^2; each product is below 2^32. */
    part = x0 * x0;
    result.limb[0] = part & 0xFFFFUL;
    part = 2 * x1 * x0 + (part >> 16);
    result.limb[1] = part & 0xFFFFUL;
    part = x1 * x1 + (part >> 16);
    result.limb[2] = part & 0xFFFFUL;
    result.limb[3] = part >> 16;
    result.limb[4] = 0;
    carry = 0;
    for (i = 0; i < 5; ++i) {
        part = result.limb[i] * times + carry;
        result.limb[i] = part & 0xFFFFUL;
        carry = part >> 16;
    }
    return result;
}

/* 1 if p < q, else 0. */
static int less(const wide p, const wide q)
{
    int i;

    for (i = 4; i >= 0; --i)
        if (p.limb[i] != q.limb[i])
            return p.limb[i] < q.limb[i];
    return 0;
}

/* 1 if the player to move wins Wythoff's game from piles (a, b), else 0.
   Contract: 0 <= a, b <= 1,000,000,000, in either order. */
static int first_player_wins(long a, long b)
{
    long k;
    wide five_k2;

    if (a > b) {
        k = a;
        a = b;
        b = k;
    }
    if (a == 0)
        return b != 0;
    k = b - a;
    if (2 * a - k < 0)
        return 1;              /* a < k/2: below a_k >= k, so not a pair */
    five_k2 = square_times((unsigned long)k, 5);
    return !(less(square_times((unsigned long)(2 * a - k), 1), five_k2)
             && less(five_k2, square_times((unsigned long)(2 * a + 2 - k), 1)));
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

    /* read_number skips any white space, so CRLF, blank lines and a missing
       final newline are harmless; the loop ends at end of file. */
    while (read_number(&a) && read_number(&b))
        put_line(first_player_wins(a, b) ? "1" : "0");
    flush_out();
    return 0;
}
