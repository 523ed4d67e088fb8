/*
 * cet4.c -- HDU 1847 "Good Luck in CET-4 Everybody!"
 *
 * Game:     a pile of n cards; a move takes 2^k cards (1, 2, 4, 8, ...);
 *           who takes the last card wins. Kiki moves first, then Cici.
 * Theorem:  the first player wins iff n % 3 != 0.
 * Why:      2^k % 3 is 1 or 2, never 0, so every move from a multiple of 3
 *           leaves a non-multiple; from n % 3 == r (1 or 2) taking r cards
 *           (r = 2^0 or 2^1) leaves a multiple of 3, and 0 is one.
 * Input:    one n per line until end of file; 1 <= n <= 1000.
 * Output:   "Kiki" if the first player wins, else "Cici", one per line.
 * Limits:   1 s, 32 MB.
 * Cost:     O(1) time and memory per query.
 * Verified: against the brute-force oracle in oracles/cet4.py on
 *           testdata/cet4/ (make test) and by python3 judge.py stress cet4.
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

/* 1 if the player to move wins with n cards left, else 0. n >= 0. */
static int first_player_wins(const int n)
{
    return n % 3 != 0;
}

int main(void)
{
    int n;

    /* %d skips any whitespace, so CRLF, blank lines and a missing final
       newline are harmless; the loop ends at end of file. */
    while (scanf("%d", &n) == 1)
        put_line(first_player_wins(n) ? "Kiki" : "Cici");
    flush_out();
    return 0;
}
