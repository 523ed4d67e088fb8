/*
 * switch-lights.c -- HDU 3404 "Switch lights" (2-D coin turning)
 *
 * Game:     lights on a board, 1-based coordinates, some on; a move
 *           chooses x1 <= x2, y1 <= y2 with the light at (x2, y2) on and
 *           switches the distinct corners of that rectangle (a line has
 *           two, a single cell one); who cannot move loses.
 * Theorem:  (Tartan theorem, Winning Ways ch. 14) the game is the product
 *           of two one-row games in which a coin at x is worth x (turn it
 *           and any one coin to its left, or it alone), so a light at
 *           (x, y) is worth the Nim product x (*) y of the coordinates as
 *           given, and a board the xor of its lights' values.
 *           Nim product, with F a Fermat 2-power (2, 4, 16, 256, ...),
 *           a0, b0 < F and F (*) F = 3F/2:
 *             (a1 F ^ a0) (*) (b1 F ^ b0) = ((a1 (*) b1) ^ (a1 (*) b0) ^
 *             (a0 (*) b1)) F ^ (a0 (*) b0) ^ (a1 (*) b1) (*) (F/2).
 * Input:    T (1 <= T <= 100), then T cases: a line n (0 <= n <= 1000)
 *           and n lines "x y", 1 <= x, y <= 10000, no two alike.
 * Output:   "Have a try, lxhgww." if the first player wins, else
 *           "Don't waste your time." (the periods and the apostrophe).
 * Limits:   1 s, 32 MB (assumed: the judge's were not found).
 * Cost:     the products of bytes, a 64 KB table, once (64 products of
 *           powers of two by the recursion, the rest by xor); then five
 *           look-ups a light.
 * Verified: against the brute-force oracle in oracles/switch_lights.py on
 *           testdata/switch-lights/ (make test) and by
 *           python3 judge.py stress switch-lights.
 */
#include <stdio.h>

/* byte_product[x][y] = x (*) y for x, y < 256: the numbers below the
   Fermat 2-power 256 are closed under the Nim product. */
static unsigned char byte_product[256][256];

/* x (*) y for x, y < 2^bits (bits a power of two, at most 16) by the
   recursion with F = 2^(bits / 2). Below 2^16, so an unsigned int holds
   it. */
static unsigned product(const unsigned x, const unsigned y, const unsigned bits)
{
    unsigned half, low, a1, a0, b1, b0, high;

    if (bits == 1)
        return x & y;
    half = bits / 2;
    low = (1u << half) - 1;
    a1 = x >> half;
    a0 = x & low;
    b1 = y >> half;
    b0 = y & low;
    high = product(a1, b1, half);
    return ((high ^ product(a1, b0, half) ^ product(a0, b1, half)) << half)
        ^ product(a0, b0, half) ^ product(high, 1u << (half - 1), half);
}

/* Fills byte_product. The product distributes over xor, so x (*) y =
   x (*) (y without its lowest bit) ^ x (*) (its lowest bit), and so in x:
   only the 64 products of two powers of two need the recursion. */
static void build_table(void)
{
    unsigned x, y, x_low, y_low;

    for (x = 1; x < 256; ++x) {
        x_low = x & (~x + 1);
        for (y = 1; y < 256; ++y) {
            y_low = y & (~y + 1);
            if (y != y_low)
                byte_product[x][y] = (unsigned char)(byte_product[x][y ^ y_low] ^ byte_product[x][y_low]);
            else if (x != x_low)
                byte_product[x][y] = (unsigned char)(byte_product[x ^ x_low][y] ^ byte_product[x_low][y]);
            else
                byte_product[x][y] = (unsigned char)product(x, y, 8);
        }
    }
}

/* x (*) y for x, y < 2^16: the recursion's one step with F = 256. */
static unsigned light_value(const unsigned x, const unsigned y)
{
    unsigned x1 = x >> 8, x0 = x & 255, y1 = y >> 8, y0 = y & 255;
    unsigned high = byte_product[x1][y1];

    return ((high ^ byte_product[x1][y0] ^ byte_product[x0][y1]) << 8)
        ^ byte_product[x0][y0] ^ byte_product[high][128];
}

/* The input, read in blocks: up to 10^5 lights in all. */
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
    long t, n, x, y;
    unsigned value;

    build_table();
    if (!read_number(&t))
        return 0;
    while (t-- > 0 && read_number(&n)) {
        value = 0;
        for (; n > 0; --n) {
            if (!read_number(&x) || !read_number(&y))
                return 0;
            value ^= light_value((unsigned)x, (unsigned)y);
        }
        puts(value != 0 ? "Have a try, lxhgww." : "Don't waste your time.");
    }
    return 0;
}
