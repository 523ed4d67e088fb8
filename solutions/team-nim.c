/*
 * team-nim.c -- POJ 2068 "Nim" (two teams, each player his own limit)
 *
 * Game:     S stones; 2n players around a table, the teams alternating
 *           seat by seat; player i takes 1 to M_i stones; whoever takes
 *           the last stone loses for his team. Seat 1 (your team) first.
 * Method:   the players differ, so a position is (stones left, seat to
 *           move), and no single number per heap describes it. win[s][i]:
 *           does seat i, to move with s stones left, win for its team?
 *           win[0][i] = 1 (the player before took the last stone);
 *           win[s][i] = 1 iff some t in 1..min(M_i, s) has
 *           win[s - t][i + 1] = 0 (the next seat, of the other team).
 * Input:    lines "n S M_1 ... M_2n", 1 <= n <= 10, 1 <= S <= 2^13,
 *           1 <= M_i <= 16, up to a line 0.
 * Output:   "1" if your team wins, else "0".
 * Limits:   1 s, 30000 KB.
 * Cost:     O(S * 2n * 16) per case, some 2.6 * 10^6 steps; the table is
 *           8193 x 20 chars (160 KB).
 * Verified: against the brute-force oracle in oracles/team_nim.py on
 *           testdata/team-nim/ (make test) and by
 *           python3 judge.py stress team-nim.
 */
#include <stdio.h>

#define MAX_STONES 8192
#define MAX_SEATS 20

static unsigned char win[MAX_STONES + 1][MAX_SEATS];

/* Does seat 0, to move with stones left, win? takes[i] is M_(i+1). */
static int first_team_wins(const int stones, const int seats, const int takes[MAX_SEATS])
{
    int s, i, t, next;

    for (i = 0; i < seats; i++)
        win[0][i] = 1;
    for (s = 1; s <= stones; s++)
        for (i = 0; i < seats; i++) {
            next = (i + 1) % seats;
            win[s][i] = 0;
            for (t = 1; t <= takes[i] && t <= s; t++)
                if (!win[s - t][next]) {
                    win[s][i] = 1;
                    break;
                }
        }
    return win[stones][0];
}

int main(void)
{
    int n, stones, i, takes[MAX_SEATS];

    while (scanf("%d", &n) == 1 && n != 0) {
        if (scanf("%d", &stones) != 1)
            return 0;
        for (i = 0; i < 2 * n; i++)
            if (scanf("%d", &takes[i]) != 1)
                return 0;
        puts(first_team_wins(stones, 2 * n, takes) ? "1" : "0");
    }
    return 0;
}
