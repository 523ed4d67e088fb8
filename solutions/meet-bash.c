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
 * Cost:     O(1) time and memory per case.
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

int main(void)
{
    long n, p, q;

    while (scanf("%ld %ld %ld", &n, &p, &q) == 3)
        puts(first_player_wins(n, p, q) ? "WIN" : "LOST");
    return 0;
}
