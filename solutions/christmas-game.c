/*
 * christmas-game.c -- POJ 3710 "Christmas Game" (Hackenbush on graphs
 * with cycles)
 *
 * Game:     several graphs, each rooted at node 1: a tree with cycles
 *           hanging from it (every edge on at most one cycle, every cycle
 *           meeting the rest of its graph at one node; a double edge is a
 *           cycle of 2, a self-loop one of 1). A move deletes an edge of
 *           one graph, and what no longer reaches its root falls; who
 *           cannot move loses. Sally moves first.
 * Theorem:  (the fusion principle) a cycle of odd length plays as one edge
 *           at the node it hangs from, one of even length as nothing;
 *           then (the colon principle) a node's value is the xor of
 *           (value(child) + 1) over its children, and the odd cycles'
 *           1s. Sally wins iff the xor of the roots' values is not 0.
 * Cycles:   a depth-first search that passes along each edge once (so a
 *           double edge is two edges) meets an edge to a node on its own
 *           path: a cycle, whose length is the difference of depths + 1
 *           (1 for a self-loop). Its other nodes leave no value to their
 *           parents.
 * Input:    until end of file, test cases: a line N (N < 100), then N
 *           graphs: a line "m k" (m < 100 nodes, k < 500 edges) and k
 *           lines "a b".
 * Output:   "Sally" if the first player wins, else "Harry".
 * Limits:   1 s, 64 MB.
 * Cost:     O(m + k) time per graph; the search recurses at most m deep.
 * Verified: against the brute-force oracle in oracles/christmas_game.py on
 *           testdata/christmas-game/ (make test) and by
 *           python3 judge.py stress christmas-game.
 */
#include <stdio.h>

#define MAXM 100        /* nodes 1..99 */
#define MAXK 500        /* edges 0..498, each seen from both ends */

static int end_of[2 * MAXK];        /* half-edge h runs to end_of[h]; h ^ 1 is its reverse */
static int first_at[MAXM];          /* a node's first half-edge, -1 if none */
static int next_at[2 * MAXK];       /* the next half-edge from the same node */
static int used[MAXK];              /* the search passed along this edge */
static int depth[MAXM];             /* -1 until the search reaches the node */
static int path[MAXM];              /* path[d]: the node at depth d on the search's path */
static int on_cycle[MAXM];          /* a node of a cycle other than the one it hangs from */
static int grundy[MAXM];

/* Searches from v, at depth d: grundy[v] once every node below is done. */
static void search(const int v, const int d)
{
    int h, w, i;

    depth[v] = d;
    path[d] = v;
    for (h = first_at[v]; h >= 0; h = next_at[h]) {
        if (used[h / 2])
            continue;
        used[h / 2] = 1;
        w = end_of[h];
        if (depth[w] < 0) {
            search(w, d + 1);
            if (!on_cycle[w])
                grundy[v] ^= grundy[w] + 1;
        } else {
            /* w is on the path: the cycle runs w, path[depth[w] + 1], ..., v */
            for (i = depth[w] + 1; i <= d; ++i)
                on_cycle[path[i]] = 1;
            grundy[w] ^= (d - depth[w] + 1) % 2;
        }
    }
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

/* Reads a graph of m nodes and k edges and returns its root's value, or
   -1 if the input ends early. */
static int graph_value(const int m, const int k)
{
    int v, e, a, b;

    for (v = 1; v <= m; ++v) {
        first_at[v] = -1;
        depth[v] = -1;
        on_cycle[v] = 0;
        grundy[v] = 0;
    }
    for (e = 0; e < k; ++e) {
        if (!read_int(&a) || !read_int(&b) || a < 1 || a > m || b < 1 || b > m)
            return -1;
        used[e] = 0;
        end_of[2 * e] = b;
        next_at[2 * e] = first_at[a];
        first_at[a] = 2 * e;
        end_of[2 * e + 1] = a;
        next_at[2 * e + 1] = first_at[b];
        first_at[b] = 2 * e + 1;
    }
    search(1, 0);
    return grundy[1];
}

int main(void)
{
    int n, m, k, value, total;

    while (read_int(&n)) {
        total = 0;
        while (n-- > 0) {
            if (!read_int(&m) || !read_int(&k) || m < 1 || m >= MAXM || k < 0 || k >= MAXK)
                return 0;
            value = graph_value(m, k);
            if (value < 0)
                return 0;
            total ^= value;
        }
        puts(total != 0 ? "Sally" : "Harry");
    }
    return 0;
}
