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
 * Cost:     O(n) per case.
 * Verified: against the brute-force oracle in oracles/simple_game.py on
 *           testdata/simple-game/ (make test) and by python3 judge.py
 *           stress simple-game.
 */
#include <stdio.h>

int main(void)
{
    int cases, n, m, l, x;

    if (scanf("%d", &cases) != 1)
        return 0;
    while (cases-- > 0 && scanf("%d", &n) == 1) {
        x = 0;
        while (n-- > 0 && scanf("%d %d", &m, &l) == 2)
            x ^= m % (l + 1);
        puts(x == 0 ? "Yes" : "No");
    }
    return 0;
}
