/*
 * tree-game.c -- HDU 3094 "A tree game" (Green Hackenbush on a tree)
 *
 * Game:     a tree rooted at vertex 1; a move deletes an edge, and every
 *           edge no longer joined to the root falls with it; who cannot
 *           move loses. Alice moves first.
 * Theorem:  (the colon principle) the Grundy value of the tree below a
 *           vertex is the xor of (value(child) + 1) over its children;
 *           Alice wins iff the root's value is not 0.
 * Order:    no recursion (a path of 10^5 vertices would go 10^5 deep): the
 *           leaves other than the root are peeled one by one. A vertex
 *           keeps its degree and the xor of its neighbours' names; when
 *           its degree is 1, every child is peeled, its value is final,
 *           and the xor names the one neighbour left, its parent.
 * Input:    T (1 <= T <= 100), then T cases: a line N (1 <= N <= 100000) and
 *           N - 1 lines "I J", undirected edges that form a tree.
 * Output:   "Alice" if the first player wins, else "Bob".
 * Limits:   1 s, 32 MB (assumed: the judge's were not found).
 * Cost:     O(N) time per case; four arrays of N + 1 ints.
 * Verified: against the brute-force oracle in oracles/tree_game.py on
 *           testdata/tree-game/ (make test) and by
 *           python3 judge.py stress tree-game.
 */
#include <stdio.h>

#define MAXN 100000

static int degree[MAXN + 1];        /* edges not yet peeled */
static int neighbours[MAXN + 1];    /* xor of the names of those edges' other ends */
static int grundy[MAXN + 1];        /* xor of grundy(child) + 1 over the peeled children */
static int peel[MAXN];              /* vertices of degree 1, waiting to be peeled */

/* The root's Grundy value of the tree read into degree[] and neighbours[]
   for vertices 1..n (grundy[] zero). */
static int root_value(const int n)
{
    int v, parent, waiting = 0, next = 0;

    for (v = 2; v <= n; ++v)
        if (degree[v] == 1)
            peel[waiting++] = v;
    while (next < waiting) {
        v = peel[next++];
        parent = neighbours[v];
        grundy[parent] ^= grundy[v] + 1;
        neighbours[parent] ^= v;
        if (--degree[parent] == 1 && parent != 1)
            peel[waiting++] = parent;
    }
    return grundy[1];
}

/* The input, read in blocks: 10^5 edges a case, up to 100 cases. */
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

int main(void)
{
    long t, n, a, b;
    int v, i;

    if (!read_number(&t))
        return 0;
    while (t-- > 0 && read_number(&n) && n >= 1 && n <= MAXN) {
        for (v = 1; v <= n; ++v)
            degree[v] = neighbours[v] = grundy[v] = 0;
        for (i = 1; i < n; ++i) {
            if (!read_number(&a) || !read_number(&b) || a < 1 || a > n || b < 1 || b > n)
                return 0;
            ++degree[a];
            ++degree[b];
            neighbours[a] ^= (int)b;
            neighbours[b] ^= (int)a;
        }
        puts(root_value((int)n) != 0 ? "Alice" : "Bob");
    }
    return 0;
}
