/*
 * chess-game.c -- HDU 1524 / POJ 2425 "A Chess Game"
 *
 * Game:     a directed acyclic graph on positions 0..N-1 and chessmen on
 *           it (several may share a position); a move takes one chessman
 *           along an out-edge of its position; who cannot move loses.
 * Theorem:  (Sprague-Grundy) a query loses for the player to move iff the
 *           xor of g(p) over its chessmen is 0, where g(v) is the mex of
 *           g(w) over the out-edges v -> w (0 for a position without one).
 * Input:    test cases until end of file: a line "N" (1 <= N <= 1000), N
 *           lines "x y1 .. yx" (the out-edges of positions 0, 1, ...), then
 *           query lines "M p1 .. pM" (1 <= M <= 10) up to a line "0".
 * Output:   per query "WIN" if the first player wins, else "LOSE".
 * Limits:   1 s, 32 MB.
 * Cost:     O(N + E) per case (E <= N(N-1)/2 edges), O(M) per query.
 * Range:    no recursion (a chain of 1000 positions would be a deep one on
 *           a 1 MB stack): the values are taken in reverse topological
 *           order, a position as soon as all its successors have theirs
 *           (Kahn's algorithm on the reversed edges). g(v) <= out-degree
 *           < N, so the mex scratch has N + 1 entries; it is stamped, not
 *           cleared. Every table is filled afresh for each case.
 * Verified: against the brute-force oracle in oracles/chess_game.py on
 *           testdata/chess-game/ (make test) and by
 *           python3 judge.py stress chess-game.
 */
#include <stdio.h>

/* Output is gathered in a block and written with fwrite: one puts or
   printf per line costs as much as the reading. */
static char out[1 << 16];
static size_t used;

static void flush_out(void)
{
    fwrite(out, 1, used, stdout);
    used = 0;
}

/* Appends text to the output block. */
static void put_text(const char *text)
{
    if (used + 64 > sizeof out)
        flush_out();
    while (*text != '\0')
        out[used++] = *text++;
}

#define MAXN 1000
#define MAXE (MAXN * (MAXN - 1) / 2) /* an acyclic graph has no more edges */

static int out_start[MAXN + 1];  /* out-edges of v: out_to[out_start[v] ..] */
static int out_to[MAXE];
static int in_start[MAXN + 1];   /* in-edges of v: in_from[in_start[v] ..] */
static int in_from[MAXE];
static int in_fill[MAXN];
static int waiting[MAXN];        /* successors of v still without a value */
static int ready[MAXN];          /* positions whose successors all have one */
static int g[MAXN];
static long seen[MAXN + 1];      /* seen[value] == stamp: an option's value */
static long stamp;

/* g[0..n-1] for the graph in out_start/out_to. */
static void build_grundy(const int n)
{
    int v, e, u, value, nready = 0, taken = 0;

    for (v = 0; v <= n; ++v)
        in_start[v] = 0;
    for (e = 0; e < out_start[n]; ++e)
        ++in_start[out_to[e] + 1];
    for (v = 0; v < n; ++v)
        in_start[v + 1] += in_start[v];
    for (v = 0; v < n; ++v)
        in_fill[v] = in_start[v];
    for (v = 0; v < n; ++v)
        for (e = out_start[v]; e < out_start[v + 1]; ++e)
            in_from[in_fill[out_to[e]]++] = v;
    for (v = 0; v < n; ++v) {
        waiting[v] = out_start[v + 1] - out_start[v];
        if (waiting[v] == 0)
            ready[nready++] = v;
    }
    while (taken < nready) {
        v = ready[taken++];
        ++stamp;
        for (e = out_start[v]; e < out_start[v + 1]; ++e)
            seen[g[out_to[e]]] = stamp;
        for (value = 0; seen[value] == stamp; ++value)
            ;
        g[v] = value;
        for (e = in_start[v]; e < in_start[v + 1]; ++e) {
            u = in_from[e];
            if (--waiting[u] == 0)
                ready[nready++] = u;
        }
    }
}

/* Reads one case after its N, answers its queries. Returns 0 if the
   input ends inside the case. */
static int solve_case(const int n)
{
    int v, i, x, m, p, value, edges = 0;

    for (v = 0; v < n; ++v) {
        out_start[v] = edges;
        if (scanf("%d", &x) != 1)
            return 0;
        for (i = 0; i < x; ++i)
            if (scanf("%d", &out_to[edges++]) != 1)
                return 0;
    }
    out_start[n] = edges;
    build_grundy(n);
    while (scanf("%d", &m) == 1) {
        if (m == 0)
            return 1;
        value = 0;
        for (i = 0; i < m; ++i) {
            if (scanf("%d", &p) != 1)
                return 0;
            value ^= g[p];
        }
        put_text(value != 0 ? "WIN\n" : "LOSE\n");
    }
    return 0;
}

int main(void)
{
    int n;

    /* Cases until end of file; %d skips CRLF, blank lines (as in the
       judge's sample) and a missing final newline. */
    while (scanf("%d", &n) == 1)
        if (!solve_case(n))
            break;
    flush_out();
    return 0;
}
