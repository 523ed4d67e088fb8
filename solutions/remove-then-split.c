/*
 * remove-then-split.c -- HDU 5011 "Game" (remove, then maybe split)
 *
 * Game:     heaps of beads; a move removes at least one bead from one heap
 *           and then may split what is left of it into two non-empty
 *           heaps; whoever takes the last bead wins.
 * Theorem:  (Sprague-Grundy) a heap of n is worth g(n) = n: the moves of a
 *           heap of n reach every value below n (remove, keep one heap)
 *           and never n itself (a split of m < n beads into a + b has
 *           a xor b <= a + b = m < n). So the first player wins iff the
 *           xor of the heap sizes is not 0: plain Nim, not Lasker's Nim.
 * Input:    cases until end of file: a line n (1 <= n < 10^5), then a line
 *           of n heaps 1 <= a_i < 2^31.
 * Output:   "Win" if the first player wins, else "Lose".
 * Limits:   1 s, 32 MB (assumed).
 * Cost:     O(n) time per case, O(1) memory: the heaps are not stored.
 *           Every heap and every xor of them is below 2^31: an unsigned
 *           long holds them, also where long has 32 bits (HDU).
 * Verified: against the brute-force oracle in oracles/remove_then_split.py
 *           on testdata/remove-then-split/ (make test) and by
 *           python3 judge.py stress remove-then-split.
 */
#include <stdio.h>

/* Reads the next whole number, after any white space, into *value: 1, or
   0 at the end of the input or at anything else (as scanf would). */
static int read_number(unsigned long *value)
{
    int c = getchar();

    while (c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f')
        c = getchar();
    if (c < '0' || c > '9')
        return 0;
    *value = 0;
    for (; c >= '0' && c <= '9'; c = getchar())
        *value = *value * 10 + (unsigned long)(c - '0');
    return 1;
}

/* Does the first player win? heaps' xor given: a pure test. */
static int first_wins(const unsigned long x)
{
    return x != 0;
}

int main(void)
{
    unsigned long n, heap, x;

    while (read_number(&n)) {
        x = 0;
        for (; n > 0; --n) {
            if (!read_number(&heap))
                return 0;
            x ^= heap;
        }
        puts(first_wins(x) ? "Win" : "Lose");
    }
    return 0;
}
