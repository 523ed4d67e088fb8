/*
 * brave-game.c -- HDU 1846 "Brave Game" (Bash's game)
 *
 * Game:     a pile of n stones; a move takes 1 to m stones; who takes the
 *           last stone wins.
 * Theorem:  the first player loses iff n is a multiple of m + 1.
 * Why:      from a multiple of m + 1, every move (1..m) leaves a pile that
 *           is not one; from any other pile, taking n % (m + 1) stones
 *           (between 1 and m) leaves a multiple; 0 is a multiple and the
 *           player to move there has lost.
 * Input:    a line with C (1 <= C <= 100), then C lines "n m",
 *           1 <= n, m <= 1000. Reading also stops at end of file.
 * Output:   "first" if the first player wins, else "second" (lowercase).
 * Limits:   1 s, 32 MB.
 * Cost:     O(1) time and memory per case.
 * Verified: against the brute-force oracle in oracles/brave_game.py on
 *           testdata/brave-game/ (make test) and by
 *           python3 judge.py stress brave-game.
 */
#include <stdio.h>

/* 1 if the player to move wins a pile of n stones with moves 1..m, else 0.
   Contract: n >= 0, m >= 1. */
static int first_player_wins(const int n, const int m)
{
    return n % (m + 1) != 0;
}

int main(void)
{
    int cases, n, m;

    /* %d skips CRLF, blank lines and extra blanks; a short file ends the
       loop instead of repeating the last case. */
    if (scanf("%d", &cases) != 1)
        return 0;
    while (cases-- > 0 && scanf("%d %d", &n, &m) == 2)
        puts(first_player_wins(n, m) ? "first" : "second");
    return 0;
}
