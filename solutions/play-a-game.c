/*
 * play-a-game.c -- HDU 1564 "Play a game"
 *
 * Game:     an n x n board, a stone on a corner; players alternately move
 *           it to an unvisited square next to it; who cannot move loses.
 *           8600 moves first.
 * Theorem:  8600 wins iff n is even.
 * Why:      n even: dominoes cover the whole board; 8600 always moves to
 *           the other half of the stone's domino, so every move of
 *           ailyanlu's enters a fresh domino and 8600 can answer it. n
 *           odd: dominoes cover every square but the start corner;
 *           ailyanlu plays the same answer, and 8600 runs out of moves.
 * Input:    lines with n, 1 <= n <= 10000, up to a line 0. Reading also
 *           stops at end of file.
 * Output:   "8600" or "ailyanlu", the winner.
 * Limits:   1 s, 32 MB (assumed).
 * Cost:     O(1) per case.
 * Verified: against the oracle in oracles/play_a_game.py (a search from
 *           the rules, maximum matchings) on testdata/play-a-game/ (every
 *           n; make test) and by python3 judge.py stress play-a-game.
 */
#include <stdio.h>

/* 1 if the first player wins on the n x n board. Contract: n >= 1. */
static int first_player_wins(const int n)
{
    return n % 2 == 0;
}

int main(void)
{
    int n;

    while (scanf("%d", &n) == 1 && n != 0)
        puts(first_player_wins(n) ? "8600" : "ailyanlu");
    return 0;
}
