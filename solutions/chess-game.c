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
 * Cost:     O(N + E) per case at most (E <= N(N-1)/2 edges): a value is
 *           searched only for the positions a query reaches, once each,
 *           and remembered for the case's later queries. O(M) per query
 *           beyond that.
 * Range:    no recursion (a chain of 1000 positions would be a deep one on
 *           a 1 MB stack): a depth-first search on an explicit stack, a
 *           position taken off it once all its successors have values.
 *           A position is on the stack at most once (the graph has no
 *           cycle), so N entries suffice. g(v) <= out-degree < N, so the
 *           mex scratch has N + 1 entries; it is stamped, not cleared.
 *           Every value is forgotten at the start of each case.
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
static int g[MAXN];              /* -1 until the value is known */
static int next_edge[MAXN];      /* the next out-edge of v to look at */
static int stack[MAXN];          /* the positions whose values are pending */
static long seen[MAXN + 1];      /* seen[value] == stamp: an option's value */
static long stamp;

/* g(v) as the mex of its successors' values, all of them known. */
static int mex_of(const int v)
{
    int e, value;

    ++stamp;
    for (e = out_start[v]; e < out_start[v + 1]; ++e)
        seen[g[out_to[e]]] = stamp;
    for (value = 0; seen[value] == stamp; ++value)
        ;
    return value;
}

/* g(root), searched from root over the positions it reaches only, and
   remembered: a depth-first search on an explicit stack (a chain of 1000
   positions is too deep for a recursion on a 1 MB stack). */
static int grundy(const int root)
{
    int depth = 0, v, w;

    if (g[root] >= 0)
        return g[root];
    stack[depth++] = root;
    next_edge[root] = out_start[root];
    while (depth > 0) {
        v = stack[depth - 1];
        while (next_edge[v] < out_start[v + 1] && g[out_to[next_edge[v]]] >= 0)
            ++next_edge[v];
        if (next_edge[v] < out_start[v + 1]) {
            w = out_to[next_edge[v]];       /* unknown: search it first */
            stack[depth++] = w;
            next_edge[w] = out_start[w];
        } else {
            g[v] = mex_of(v);
            --depth;
        }
    }
    return g[root];
}

/* The input, read in blocks: scanf took most of the time of a run. */
static char block[1 << 16];
static size_t block_length, block_at;

/* The next byte of the input, or EOF. */
static int next_byte(void)
{
    if (block_at == block_length) {
        block_length = fread(block, 1, sizeof block, stdin);
        block_at = 0;
        if (block_length == 0)
            return EOF;
    }
    return (unsigned char)block[block_at++];
}

/* Reads the next whole number, after any white space, into *value: 1, or
   0 at the end of the input or at anything else (as scanf would). */
static int read_number(long *value)
{
    int c = next_byte();

    while (c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f')
        c = next_byte();
    if (c < '0' || c > '9')
        return 0;
    *value = 0;
    for (; c >= '0' && c <= '9'; c = next_byte())
        *value = *value * 10 + (c - '0');
    return 1;
}

/* read_number into an int: every number of this input fits one. */
static int read_int(int *value)
{
    long number;

    if (!read_number(&number))
        return 0;
    *value = (int)number;
    return 1;
}

/* Reads one case after its N, answers its queries. Returns 0 if the
   input ends inside the case. */
static int solve_case(const int n)
{
    int v, i, x, m, p, value, edges = 0;

    for (v = 0; v < n; ++v) {
        out_start[v] = edges;
        if (!read_int(&x))
            return 0;
        for (i = 0; i < x; ++i)
            if (!read_int(&out_to[edges++]))
                return 0;
    }
    out_start[n] = edges;
    for (v = 0; v < n; ++v)
        g[v] = -1;
    while (read_int(&m)) {
        if (m == 0)
            return 1;
        value = 0;
        for (i = 0; i < m; ++i) {
            if (!read_int(&p))
                return 0;
            value ^= grundy(p);
        }
        put_text(value != 0 ? "WIN\n" : "LOSE\n");
    }
    return 0;
}

int main(void)
{
    int n;

    /* Cases until end of file; read_int skips CRLF, blank lines (as in the
       judge's sample) and a missing final newline. */
    while (read_int(&n))
        if (!solve_case(n))
            break;
    flush_out();
    return 0;
}
