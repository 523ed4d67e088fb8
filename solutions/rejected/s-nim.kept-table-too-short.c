/* Runtime Error: keeps large Grundy tables for sets given again, but reuses one without checking that it reaches the new case's largest heap; a heap past the end of a table without a period divides by its period, 0. */
/*
 * Exposed by 08-set-given-again: the same set comes first with heaps up to
 * 2000, then again with heaps up to 10000; its values have no period below
 * 10000, so the kept table ends at 2000 and a larger heap has no value.
 */
#include <stdio.h>
#include <string.h>

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
#define WORD 32                     /* bits used of each unsigned long */
#define HEAP_WORDS (MAXH / WORD + 1)
#define MAX_PUSH_SPAN 1024          /* pushing costs span / WORD words a position */
#define PUSH_WORDS (MAX_PUSH_SPAN / WORD + 2)
#define SLOTS 32768                 /* hash slots, a power of two > MAXH + 1 */
#define HASH_BASE 1000003UL
#define LOW32 0xFFFFFFFFUL
#define KEPT 16                     /* large tables kept for sets given again */
#define KEEP_FROM 1000              /* a table is large from this many values */

/* A set's Grundy values: g[0..last] filled, then periodic with period if
   it is not 0, else valid up to last only. */
struct table {
    int k;
    int moves[MAXK];                /* sorted, no repeats */
    int last;
    int period;
    unsigned char g[MAXH + 1];
};

static struct table scratch;        /* small tables, built again each time */
static struct table kept[KEPT];
static int kept_count, kept_next;

static int moves[MAXK];
static int heaps[MAXM][MAXL];
static int nheaps[MAXM];

/* Pulling: mark[v] == x + 1 says v is the value of an option of x. */
static int mark[MAXK + 2];

/* Pushing: bit x % WORD of option_flags[x / WORD][v] says some option of x
   has value v; move_flags[r] holds bit s + r for every move s. */
static unsigned long option_flags[HEAP_WORDS][MAXK + 1];
static unsigned long move_flags[WORD][PUSH_WORDS];

/* Finding the period: windows by hash. */
static int slot_of[SLOTS];          /* a window's end x by its hash ... */
static long slot_case[SLOTS];       /* ... if slot_case[slot] == this table's number */
static long table_number;
static unsigned long window_hash[MAXH + 1];

/* Sorts the k moves and drops repeats; returns how many are left. */
static int sort_moves(int k)
{
    int i, j, move, kept_moves = 0;

    for (i = 1; i < k; ++i) {
        move = moves[i];
        for (j = i; j > 0 && moves[j - 1] > move; --j)
            moves[j] = moves[j - 1];
        moves[j] = move;
    }
    for (i = 0; i < k; ++i)
        if (kept_moves == 0 || moves[kept_moves - 1] != moves[i])
            moves[kept_moves++] = moves[i];
    return kept_moves;
}

/* g(x) by pulling: the mex of g(x - s) over the first `usable` moves (those
   <= x). The marks carry the stamp x + 1, so they need no clearing between
   positions and the loop only stores. */
static int grundy_pulled(const unsigned char *g, const int usable, const int x)
{
    int i, v;

    for (i = 0; i < usable; ++i)
        mark[g[x - moves[i]]] = x + 1;
    for (v = 0; mark[v] == x + 1; ++v)
        ;
    return v;
}

/* Prepares pushing for the k sorted moves: move_flags, and option_flags
   emptied up to the word of top. */
static void start_pushing(const int k, const int top)
{
    int r, i, w, bit;

    for (r = 0; r < WORD; ++r) {
        for (w = 0; w < PUSH_WORDS; ++w)
            move_flags[r][w] = 0;
        for (i = 0; i < k; ++i) {
            bit = moves[i] + r;
            move_flags[r][bit / WORD] |= 1UL << (bit % WORD);
        }
    }
    for (w = 0; w <= top / WORD; ++w)
        for (i = 0; i <= k; ++i)
            option_flags[w][i] = 0;
}

/* g(x) by pushing: the first value not flagged for x (every option of x is
   below x, so all are flagged), then flagged for every x + s up to top. */
static int grundy_pushed(const int x, const int span, const int top)
{
    const int word = x / WORD, shift = x % WORD;
    const int last_word = (x + span < top ? x + span : top) / WORD;
    const unsigned long bit = 1UL << shift;
    int v, w;

    for (v = 0; option_flags[word][v] & bit; ++v)
        ;
    for (w = word; w <= last_word; ++w)
        option_flags[w][v] |= move_flags[shift][w - word];
    return v;
}

/* Fills t->g[0..top] for the k sorted moves in `moves`, or fewer: once the
   last `span` values (span = the largest move) repeat an earlier window of
   them, the values go on with that period, since each depends on the span
   before it only. */
static void build_table(struct table *t, const int k, const int top)
{
    const int span = moves[k - 1];
    const int pushing = span <= MAX_PUSH_SPAN && span / WORD + 2 < k / 2;
    unsigned char *g = t->g;
    unsigned long hash = 0, power = 1;
    int x, i, slot, earlier, usable = 0;

    t->k = k;
    memcpy(t->moves, moves, k * sizeof moves[0]);
    t->last = top;
    t->period = 0;
    for (i = 0; i < span; ++i)
        power = (power * HASH_BASE) & LOW32;
    ++table_number;                 /* empties the hash table */
    for (i = 0; i <= MAXK + 1; ++i)
        mark[i] = 0;
    if (pushing)
        start_pushing(k, top);
    for (x = 0; x <= top; ++x) {
        while (usable < k && moves[usable] <= x)
            ++usable;
        g[x] = (unsigned char)(pushing ? grundy_pushed(x, span, top) : grundy_pulled(g, usable, x));
        hash = (hash * HASH_BASE + g[x]) & LOW32;
        if (x >= span)
            hash = (hash + (LOW32 + 1 - power) * g[x - span]) & LOW32;
        if (x < span - 1)
            continue;
        window_hash[x] = hash;
        for (slot = (int)(hash & (SLOTS - 1)); slot_case[slot] == table_number; slot = (slot + 1) & (SLOTS - 1)) {
            earlier = slot_of[slot];
            if (window_hash[earlier] == hash) {
                for (i = 0; i < span && g[earlier - i] == g[x - i]; ++i)
                    ;
                if (i == span) {
                    t->last = x;
                    t->period = x - earlier;
                    return;
                }
            }
        }
        slot_of[slot] = x;
        slot_case[slot] = table_number;
    }
}

/* The table of the k sorted moves up to top at least: a kept one if there
   is one, else built (and kept if it is large). */
static const struct table *table_for(const int k, const int top)
{
    struct table *t;
    int i;

    for (i = 0; i < kept_count; ++i) {
        t = &kept[i];
        if (t->k == k && memcmp(t->moves, moves, k * sizeof moves[0]) == 0)
            return t;
    }
    if (top < KEEP_FROM) {
        t = &scratch;
    } else {
        t = &kept[kept_next];
        kept_next = (kept_next + 1) % KEPT;
        if (kept_count < KEPT)
            ++kept_count;
    }
    build_table(t, k, top);
    return t;
}

/* g(h) from a table. */
static int value_of(const struct table *t, const int h)
{
    if (h <= t->last)
        return t->g[h];
    return t->g[h - t->period * ((h - t->last + t->period - 1) / t->period)];
}

/* Reads one case after its k and prints its line. Returns 0 if the input
   ends inside the case. */
static int solve_case(int k)
{
    const struct table *t;
    int i, j, m, top, value;

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
    t = table_for(sort_moves(k), top);
    for (i = 0; i < m; ++i) {
        value = 0;
        for (j = 0; j < nheaps[i]; ++j)
            value ^= value_of(t, heaps[i][j]);
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
