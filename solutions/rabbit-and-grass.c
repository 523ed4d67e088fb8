/*
 * rabbit-and-grass.c -- HDU 1849 "Rabbit and Grass"
 *
 * Game:     pieces on squares 0, 1, 2, ...; a move takes one piece any
 *           distance to the left; when all are on square 0 the game is
 *           over and the last mover wins. Rabbit moves first.
 * Theorem:  Rabbit wins iff the xor of the pieces' squares is not 0.
 * Why:      a piece on square k can go to any square 0..k-1, exactly as
 *           a Nim heap of k stones can shrink to any smaller size, and a
 *           move moves one piece: the game is Nim with heaps K_1..K_m
 *           (Bouton's theorem; pieces on one square are equal heaps).
 * Input:    cases "m" then m squares, 1 <= m <= 1000, 0 <= K_i <= 1000,
 *           up to m = 0. Reading also stops at end of file.
 * Output:   "Rabbit Win!" or "Grass Win!".
 * Limits:   1 s, 32 MB.
 * Cost:     O(m) per case; the xor stays below 1024.
 * Verified: against the brute-force oracle in oracles/rabbit_and_grass.py
 *           on testdata/rabbit-and-grass/ (make test) and by python3
 *           judge.py stress rabbit-and-grass.
 */
#include <stdio.h>

int main(void)
{
    int m, k, x;

    while (scanf("%d", &m) == 1 && m != 0) {
        x = 0;
        while (m-- > 0 && scanf("%d", &k) == 1)
            x ^= k;
        puts(x != 0 ? "Rabbit Win!" : "Grass Win!");
    }
    return 0;
}
