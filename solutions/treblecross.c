/*
 * treblecross.c -- UVa 10561 "Treblecross"
 *
 * Game:     a 1 x n board, some cells with an X; the players in turn put
 *           an X on an empty cell; whoever first makes three X in a row
 *           wins. List every winning first move.
 * Theorem:  if some move makes three in a row, exactly those moves win
 *           (any other lets the opponent make it). Otherwise a move within
 *           two cells of an X loses at once, and the other empty cells
 *           form runs in which a move takes its cell and the two on each
 *           side; by Sprague-Grundy the board is lost for the player to
 *           move iff the xor of g(run lengths) is 0, where g(n) is the mex
 *           of g(max(0, j - 2)) xor g(max(0, n - j - 3)) over 0 <= j < n.
 *           A free cell wins iff the xor after the move is 0.
 * Input:    N (1 <= N <= 99), then N boards of 3 to 200 characters '.'
 *           and 'X', none with three X in a row.
 * Output:   "WINNING" and the winning cells (1-based, increasing, single
 *           spaces), or "LOSING" and an empty line.
 * Limits:   not published; 1 s, 32 MB assumed.
 * Cost:     g(0..200) once, 200^2 / 2 steps; O(n) per board.
 * Verified: against the oracle in oracles/treblecross.py (a search from
 *           the rules up to 14 cells, this method beyond) on
 *           testdata/treblecross/ (make test) and by
 *           python3 judge.py stress treblecross.
 */
#include <stdio.h>
#include <string.h>

#define MAXN 200

static int g[MAXN + 1];

static void build_values(void)
{
    int n, j, a, b, v;
    int seen[MAXN + 2];

    for (n = 0; n <= MAXN; ++n) {
        memset(seen, 0, sizeof seen);
        for (j = 0; j < n; ++j) {
            a = j - 2 > 0 ? j - 2 : 0;
            b = n - j - 3 > 0 ? n - j - 3 : 0;
            seen[g[a] ^ g[b]] = 1;
        }
        for (v = 0; seen[v]; ++v)
            ;
        g[n] = v;
    }
}

/* 1 if an X on the empty cell i of board[0..n-1] makes three in a row. */
static int completes(const char *board, const int n, const int i)
{
    int run = 1, k;

    for (k = i - 1; k >= 0 && board[k] == 'X'; --k)
        ++run;
    for (k = i + 1; k < n && board[k] == 'X'; ++k)
        ++run;
    return run >= 3;
}

/* Prints the answer for board[0..n-1]. */
static void solve(const char *board, const int n)
{
    static int win[MAXN];
    static char near[MAXN];
    int i, k, count = 0, total = 0, start, len, a, b;

    for (i = 0; i < n; ++i)
        if (board[i] == '.' && completes(board, n, i))
            win[count++] = i;
    if (count == 0) {
        memset(near, 0, (size_t) n);
        for (i = 0; i < n; ++i)
            if (board[i] == 'X')
                for (k = i - 2; k <= i + 2; ++k)
                    if (k >= 0 && k < n)
                        near[k] = 1;
        for (i = 0; i < n; i = start + len + 1) {
            for (start = i, len = 0; start + len < n && !near[start + len]; ++len)
                ;
            total ^= g[len];
        }
        for (i = 0; i < n; i = start + len + 1) {
            for (start = i, len = 0; start + len < n && !near[start + len]; ++len)
                ;
            for (k = 0; k < len; ++k) {
                a = k - 2 > 0 ? k - 2 : 0;
                b = len - k - 3 > 0 ? len - k - 3 : 0;
                if ((total ^ g[len] ^ g[a] ^ g[b]) == 0)
                    win[count++] = start + k;
            }
        }
    }
    if (count == 0) {
        puts("LOSING\n");
        return;
    }
    puts("WINNING");
    for (i = 0; i < count; ++i)
        printf(i == 0 ? "%d" : " %d", win[i] + 1);
    putchar('\n');
}

int main(void)
{
    char board[MAXN + 2];
    int t;

    build_values();
    if (scanf("%d", &t) != 1)
        return 0;
    while (t-- > 0 && scanf("%201s", board) == 1)
        solve(board, (int) strlen(board));
    return 0;
}
