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
 * Cost:     per case, g up to the case's largest heap H, or less. The
 *           moves are sorted (repeats dropped). Two ways to fill the table:
 *           - pulling: g(x) from the values of x - s for the moves s <= x,
 *             O(k) a position; used when the largest move is large;
 *           - pushing: once g(x) = v is known, flag v as an option of every
 *             x + s, a few words at once (the moves as a bit mask), then
 *             g(x) is the first value not flagged; O(S / 32 + g(x)) a
 *             position with S the largest move; used when that is cheaper.
 *           Once the last S values repeat an earlier window of S values,
 *           the rest is periodic (each value depends on the S before it
 *           alone) and the table stops. A large table is kept, and a set
 *           given again with heaps it covers reuses it.
 *           At most O(H * k) time (10^6 steps), about 1.3 MB of tables.
 * Range:    a heap has at most k <= 100 distinct moves, so g(x) <= 100 and
 *           fits an unsigned char. Windows are found again by a hash of
 *           their S values (arithmetic mod 2^32 in unsigned long),
 *           confirmed value by value.
 * Verified: against the brute-force oracle in oracles/s_nim.py on
 *           testdata/s-nim/ (make test) and by python3 judge.py stress s-nim.
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
#define LARGE 1000                  /* a table of this many values is large: it is
                                       kept, and a period is looked for as it grows
                                       (for a small one, looking costs more than it
                                       can save) */

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

/* lowest_bit[(b * DE_BRUIJN & LOW32) >> 27] == i for b = 2^i < 2^32: a de
   Bruijn sequence gives each power of two its own top five bits. */
#define DE_BRUIJN 0x077CB531UL
static int lowest_bit[WORD];

static void start_lowest_bit(void)
{
    int i;

    for (i = 0; i < WORD; ++i)
        lowest_bit[((1UL << i) * DE_BRUIJN & LOW32) >> 27] = i;
}

/* g(x) by pulling: the mex of g(x - s) over the first `usable` moves (those
   <= x). With fewer than 32 of them the mex is below 32: the values seen
   are flags in one word, and the mex its lowest clear bit. Else each value
   seen is marked with the stamp x + 1, so the marks need no clearing
   between positions and the loop only stores. */
static int grundy_pulled(const unsigned char *g, const int usable, const int x)
{
    unsigned long seen = 0;
    int i, v;

    if (usable < WORD) {
        for (i = 0; i < usable; ++i)
            seen |= 1UL << g[x - moves[i]];
        seen = ~seen & (seen + 1) & LOW32;      /* the lowest clear bit alone */
        return lowest_bit[(seen * DE_BRUIJN & LOW32) >> 27];
    }
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
    for (i = 0; i < span && top >= LARGE; ++i)
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
        if (x < span - 1 || top < LARGE)
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
        if (t->k == k && (t->period != 0 || t->last >= top)
                && memcmp(t->moves, moves, k * sizeof moves[0]) == 0)
            return t;
    }
    if (top < LARGE) {
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

/* Reads one case after its k and prints its line. Returns 0 if the input
   ends inside the case. */
static int solve_case(int k)
{
    const struct table *t;
    int i, j, m, top, value;

    for (i = 0; i < k; ++i)
        if (!read_int(&moves[i]))
            return 0;
    if (!read_int(&m))
        return 0;
    top = 0;
    for (i = 0; i < m; ++i) {
        if (!read_int(&nheaps[i]))
            return 0;
        for (j = 0; j < nheaps[i]; ++j) {
            if (!read_int(&heaps[i][j]))
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

    start_lowest_bit();
    /* Stops at the "0" line, and at end of file if that line is missing;
       read_int skips CRLF, blank lines and a missing final newline. */
    while (read_int(&k) && k != 0)
        if (!solve_case(k))
            break;
    flush_out();
    return 0;
}
