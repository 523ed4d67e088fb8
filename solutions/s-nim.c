/*
 * s-nim.c -- HDU 1536 "S-Nim" (also POJ 2960)
 *
 * Game:     several heaps; a move takes exactly s beads from one heap, for
 *           some s in the case's set S (given unsorted, maybe with
 *           repeats); who cannot move loses.
 * Theorem:  (Sprague-Grundy) a position loses for the player to move iff
 *           the xor of g(h) over its heaps is 0, where g(0..s_min - 1) = 0
 *           and g(x) is the mex of g(x - s) over the s in S with s <= x.
 * Input:    cases until the line "0" (end of file without it also ends
 *           them): a line "k s1 .. sk" (1 <= k <= 100, 1 <= si <= 10000),
 *           a line "m" (1 <= m <= 100), m lines "l h1 .. hl" (1 <= l <=
 *           100, 0 <= hi <= 10000).
 * Output:   per case one line of m letters, W (the position wins) or L.
 * Limits:   1 s, 32 MB.
 * Cost:     per case, g up to the case's largest heap H, or less: the
 *           moves are sorted (repeats dropped) so the loop over them stops
 *           at the first one too large, the mex is taken a word of flags at
 *           a time, and once the last S values (S = the largest move)
 *           repeat an earlier window of S values, the rest is periodic (each
 *           value depends on the S before it alone) and the table stops.
 *           At most O(H * k) time (10^6 steps), O(10000) memory.
 * Range:    a heap has at most k <= 100 distinct moves, so g(x) <= 100 < 128:
 *           four words of 32 flags hold the values seen. Windows are found
 *           again by a hash of their S values (arithmetic mod 2^32 in
 *           unsigned long), confirmed value by value.
 * Verified: against the brute-force oracle in oracles/s_nim.py on
 *           testdata/s-nim/ (make test) and by python3 judge.py stress s-nim.
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

#define MAXK 100
#define MAXM 100
#define MAXL 100
#define MAXH 10000
#define WORD 32UL                   /* bits used of each unsigned long */
#define WORDS 4                     /* 128 bits > MAXK: every Grundy value */
#define SLOTS 32768                 /* hash slots, a power of two > MAXH + 1 */
#define HASH_BASE 1000003UL
#define LOW32 0xFFFFFFFFUL

static int moves[MAXK];
static int heaps[MAXM][MAXL];
static int nheaps[MAXM];
static int g[MAXH + 1];
static int slot_of[SLOTS];          /* a window's end x by its hash ... */
static long slot_case[SLOTS];       /* ... if slot_case[slot] == this case's number */
static long case_number;
static unsigned long window_hash[MAXH + 1];

/* Sorts the k moves and drops repeats; returns how many are left. */
static int sort_moves(int k)
{
    int i, j, move, kept = 0;

    for (i = 1; i < k; ++i) {
        move = moves[i];
        for (j = i; j > 0 && moves[j - 1] > move; --j)
            moves[j] = moves[j - 1];
        moves[j] = move;
    }
    for (i = 0; i < k; ++i)
        if (kept == 0 || moves[kept - 1] != moves[i])
            moves[kept++] = moves[i];
    return kept;
}

/* g(x): the mex of g(x - s) over the moves s <= x (sorted: the loop stops
   at the first larger one), taken word by word. */
static int grundy_at(const int k, const int x)
{
    unsigned long seen[WORDS];
    int i, v, w;

    seen[0] = seen[1] = seen[2] = seen[3] = 0;
    for (i = 0; i < k && moves[i] <= x; ++i) {
        v = g[x - moves[i]];
        seen[v / WORD] |= 1UL << (v % WORD);
    }
    for (w = 0; (seen[w] & LOW32) == LOW32; ++w)
        ;
    for (v = 0; seen[w] & (1UL << v); ++v)
        ;
    return (int)(w * WORD) + v;
}

/* Fills g[0..top] for the k sorted moves, or fewer: once the last `span`
   values (span = the largest move) repeat an earlier window of them, the
   values go on with that period, since each depends on the span before it
   only. Returns the period found (0 if none); then g[x] for x > the last
   filled x0 equals g[x - period * ceil((x - x0) / period)]. */
static int build_grundy(const int k, const int top, int *last)
{
    const int span = moves[k - 1];
    unsigned long hash = 0, power = 1;
    int x, i, slot, earlier;

    for (i = 0; i < span; ++i)
        power = (power * HASH_BASE) & LOW32;
    ++case_number;                  /* empties the hash table */
    for (x = 0; x <= top; ++x) {
        g[x] = grundy_at(k, x);
        hash = (hash * HASH_BASE + (unsigned long)g[x]) & LOW32;
        if (x >= span)
            hash = (hash + (LOW32 + 1 - power) * (unsigned long)g[x - span]) & LOW32;
        if (x < span - 1)
            continue;
        window_hash[x] = hash;
        for (slot = (int)(hash & (SLOTS - 1)); slot_case[slot] == case_number; slot = (slot + 1) & (SLOTS - 1)) {
            earlier = slot_of[slot];
            if (window_hash[earlier] == hash) {
                for (i = 0; i < span && g[earlier - i] == g[x - i]; ++i)
                    ;
                if (i == span) {
                    *last = x;
                    return x - earlier;
                }
            }
        }
        slot_of[slot] = x;
        slot_case[slot] = case_number;
    }
    *last = top;
    return 0;
}

/* g(h) from the table build_grundy left. */
static int value_of(const int h, const int last, const int period)
{
    if (h <= last)
        return g[h];
    return g[h - period * ((h - last + period - 1) / period)];
}

/* Reads one case after its k and prints its line. Returns 0 if the input
   ends inside the case. */
static int solve_case(int k)
{
    int i, j, m, top, value, last, period;

    for (i = 0; i < k; ++i)
        if (scanf("%d", &moves[i]) != 1)
            return 0;
    if (scanf("%d", &m) != 1)
        return 0;
    top = 0;
    for (i = 0; i < m; ++i) {
        if (scanf("%d", &nheaps[i]) != 1)
            return 0;
        for (j = 0; j < nheaps[i]; ++j) {
            if (scanf("%d", &heaps[i][j]) != 1)
                return 0;
            if (heaps[i][j] > top)
                top = heaps[i][j];
        }
    }
    k = sort_moves(k);
    period = build_grundy(k, top, &last);
    for (i = 0; i < m; ++i) {
        value = 0;
        for (j = 0; j < nheaps[i]; ++j)
            value ^= value_of(heaps[i][j], last, period);
        put_text(value != 0 ? "W" : "L");
    }
    put_text("\n");
    return 1;
}

int main(void)
{
    int k;

    /* Stops at the "0" line, and at end of file if that line is missing;
       %d skips CRLF, blank lines and a missing final newline. */
    while (scanf("%d", &k) == 1 && k != 0)
        if (!solve_case(k))
            break;
    flush_out();
    return 0;
}
