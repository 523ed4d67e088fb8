/* The octal-game engine of explore.py: the Grundy values G(0), G(1), ...
   of a take-and-break game given by its octal code, and its period,
   proven by the octal periodicity theorem.

   Rules. The code d0.d1d2...dt gives, for each k, the digit dk: removing
   k tokens from a heap may leave no heap (bit 1, only when the heap has
   exactly k), one heap (bit 2) or two non-empty heaps (bit 4). d0 is 0 or
   4: 4 lets a heap be split in two without removing any token.
   G(n) = mex of the values of n's options; two heaps a, b are worth
   G(a) xor G(b).

   Theorem (Guy and Smith). If G(n + p) = G(n) for every n with
   e <= n < 2e + p + t, then G(n + p) = G(n) for every n >= e. So the
   values up to heap 2e + 2p + t - 1 prove a period p from e.

   Speed. A plain mex costs O(n) per heap (every split). The engine keeps
   that as MODE "plain" and by default uses the sparse-space method: with a
   bit mask m, a heap x is "sparse" when the parity of G(x) & m (xor the
   parity of x, in the variant that uses it) is the rarer one. A split of
   two heaps of the same class has a value whose masked parity is fixed
   (P below); one of the other parity needs exactly one sparse heap. So
   the options of that other parity are all found from the list of sparse
   heaps, and those of parity P only need a scan of the splits until the
   value looked for turns up; for most heaps G(n) has the other parity and
   no full scan happens. The mask is chosen from the values so far at
   every power of two; any mask gives the same values, only the speed
   differs. Cost: O(n * (sparse heaps + a short scan)) in practice, O(n^2)
   at worst; memory 2 bytes a heap.

   Usage: octal DIGITS LIMIT SECONDS SHOW MODE [progress]
     DIGITS  d0 d1 ... dt without the point ("077" is 0.77); dt != 0 or t = 0
     LIMIT   the largest heap it may compute (it stops earlier once proven)
     SECONDS the CPU time it may spend computing (it stops then, and looks
             for a period in what it has)
     SHOW    it prints at least G(0) to G(SHOW - 1), as far as computed
     MODE    sparse or plain
     progress  a line on stderr after each stage
   Output, one "key value" a line: heaps, stopped (1 if the time ran
   out), max_value, sparse (mask, whether
   the heap's parity counts, sparse heaps), status (proven, candidate or
   none), then for a period: preperiod, period, needed (the largest heap the
   theorem needs), exceptions (heaps n below the preperiod whose value
   differs from the one their column settles on, G(n + jp) >= e, when
   proven); window is how many of the last values were looked for again; last "values K" and the K
   values on one line. Exit status 0; 1 with a line on stderr when the
   values grow past 65535 or memory runs out; 2 on bad arguments.

   Status: checked by tests/test_explore.py against a Python brute force
   and plain against sparse on several codes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_DIGITS 100000           /* t at most: a subtraction set's largest element */
#define MAX_VALUE 65535             /* values are kept in 16 bits */
#define MASK_VALUES 1024            /* masks are tried while every value is below this */
#define FIRST_STAGE 1023UL          /* the first stage computes heaps 0 to this */
#define FIRST_MASK 64UL             /* the first heap count a mask is chosen at */
#define CLOCK_EVERY 4000000UL       /* steps between two reads of the clock: a few ms */

typedef unsigned short value;

static int digit[MAX_DIGITS + 1];   /* digit[k] = dk */
static int t;                       /* the last non-zero digit's position */
static int split[MAX_DIGITS + 1];   /* the k whose digit has bit 4, in order */
static int splits;
static int take[MAX_DIGITS + 1];    /* the k >= 1 whose digit has bit 1 or 2, in order */
static int takes;
static unsigned long next[MAX_DIGITS + 1];  /* per split digit: where its scan resumes */
static value *g;                    /* g[n] = G(n) for n <= heaps */
static unsigned long heaps, capacity;
static unsigned long seen[MAX_VALUE + 2];   /* seen[v] == n + 1: v is an option of heap n */
static unsigned max_value;
static double budget;               /* CPU seconds it may spend computing */
static int stopped;                 /* the budget ran out */
static unsigned long work;          /* steps since the clock was last read */

/* The sparse-space state: the mask, whether the heap's parity counts, the
   key of a sparse heap, and the sparse heaps in increasing order. */
static int plain;                   /* MODE plain: never the sparse-space method */
static int sparse_on;
static unsigned mask;
static int by_heap;
static int sparse_key;
static unsigned long *sparse, sparse_count, sparse_cap;
static unsigned long count[MASK_VALUES][2];   /* heaps 1.. by value and parity */

static void fail(const char *message, unsigned long n)
{
    fprintf(stderr, message, n);
    fputc('\n', stderr);
    exit(1);
}

static int parity(unsigned x)
{
    x ^= x >> 8;
    x ^= x >> 4;
    return (0x6996 >> (x & 15)) & 1;
}

static int is_sparse(unsigned long x)
{
    return (parity(g[x] & mask) ^ (by_heap ? (int) (x & 1) : 0)) == sparse_key;
}

static void add_sparse(unsigned long x)
{
    if (sparse_count == sparse_cap) {
        sparse_cap = sparse_cap ? 2 * sparse_cap : 1024;
        sparse = (unsigned long *) realloc(sparse, sparse_cap * sizeof *sparse);
        if (sparse == NULL)
            fail("out of memory for the sparse heaps at heap %lu", x);
    }
    sparse[sparse_count++] = x;
}

/* Chooses the mask with the fewest sparse heaps among heaps 1 to upto, and
   lists them; uses the plain mex when no mask leaves under a quarter. */
static void choose_mask(unsigned long upto)
{
    unsigned m, v, bits = 1, best_mask = 0;
    int heap_parity, best_by = 0, key, k_parity = split[0] & 1, i, odd;
    unsigned long n, best = upto + 1, sparse_heaps;

    sparse_on = 0;
    if (plain || splits == 0 || max_value >= MASK_VALUES)
        return;
    for (i = 1; i < splits; i++)
        if ((split[i] & 1) != k_parity)
            k_parity = -1;          /* the heap's parity cannot count */
    while ((1U << bits) <= max_value)
        bits++;
    for (m = 1; m < (1U << bits); m++)
        for (heap_parity = 0; heap_parity <= (k_parity >= 0); heap_parity++) {
            key = heap_parity ? k_parity : 0;
            sparse_heaps = 0;
            for (v = 0; v <= max_value; v++)
                for (odd = 0; odd <= 1; odd++)
                    if ((parity(v & m) ^ (heap_parity ? odd : 0)) == key)
                        sparse_heaps += count[v][odd];
            if (sparse_heaps < best) {
                best = sparse_heaps;
                best_mask = m;
                best_by = heap_parity;
            }
        }
    work += upto + (((unsigned long) max_value + 1) << (bits + 2));
    if (best * 4 >= upto)
        return;
    mask = best_mask;
    by_heap = best_by;
    sparse_key = by_heap ? k_parity : 0;
    sparse_count = 0;
    for (n = 1; n <= upto; n++)
        if (is_sparse(n))
            add_sparse(n);
    sparse_on = 1;
}

/* G(n), from g[0..n-1]. */
static unsigned grundy(unsigned long n)
{
    unsigned long stamp = n + 1, a, half, rest, j, steps;
    unsigned v, x;
    int i, k;

    for (i = 0; i < takes && (unsigned long) take[i] <= n; i++) {
        k = take[i];
        if ((digit[k] & 1) && n == (unsigned long) k)
            seen[0] = stamp;
        if ((digit[k] & 2) && n > (unsigned long) k)
            seen[g[n - k]] = stamp;
    }
    steps = i + 1;
    if (!sparse_on) {
        for (i = 0; i < splits && (unsigned long) split[i] + 2 <= n; i++) {
            rest = n - split[i];
            for (a = 1; 2 * a <= rest; a++)
                seen[g[a] ^ g[rest - a]] = stamp;
            steps += rest / 2 + 1;
        }
        for (v = 0; seen[v] == stamp; v++)
            ;
        work += steps;
        return v;
    }
    /* Every split with a sparse heap; each split digit's scan resumes at next[i]. */
    for (i = 0; i < splits && (unsigned long) split[i] + 2 <= n; i++) {
        next[i] = 1;
        rest = n - split[i];
        for (j = 0; j < sparse_count && sparse[j] < rest; j++)
            seen[g[sparse[j]] ^ g[rest - sparse[j]]] = stamp;
        steps += j + 1;
    }
    for (v = 0;; v++) {
        if (seen[v] == stamp)
            continue;
        for (i = 0; i < splits && seen[v] != stamp; i++) {
            if ((unsigned long) split[i] + 2 > n)
                continue;
            rest = n - split[i];
            if (parity(v & mask) != (by_heap ? (int) (rest & 1) : 0))
                continue;           /* v needs a sparse heap: all such splits are marked */
            half = rest / 2;
            for (a = next[i]; a <= half; a++) {
                x = g[a] ^ g[rest - a];
                seen[x] = stamp;
                if (x == v)
                    break;
            }
            steps += a + 1 - next[i];
            next[i] = a + 1;
        }
        steps += i;
        if (seen[v] != stamp) {
            work += steps;
            return v;
        }
    }
}

/* Computes g up to heap upto, or as far as the budget allows. */
static void compute(unsigned long upto)
{
    unsigned long n;
    unsigned v;

    if (upto + 1 > capacity) {
        capacity = upto + 1;
        g = (value *) realloc(g, capacity * sizeof *g);
        if (g == NULL)
            fail("out of memory for %lu values", capacity);
    }
    for (n = heaps + 1; n <= upto; n++) {
        if (work >= CLOCK_EVERY) {
            work = 0;
            if ((double) clock() / CLOCKS_PER_SEC > budget) {
                stopped = 1;
                break;
            }
        }
        if (n >= FIRST_MASK && (n & (n - 1)) == 0)
            choose_mask(n - 1);
        v = grundy(n);
        if (v > MAX_VALUE)
            fail("a value exceeds 65535 at heap %lu", n);
        g[n] = (value) v;
        if (v > max_value)
            max_value = v;
        if (v < MASK_VALUES)
            count[v][n & 1]++;
        if (sparse_on && is_sparse(n))
            add_sparse(n);
    }
    heaps = n - 1;
}

/* The first heap from which g[n + p] = g[n] holds up to the last heap. */
static unsigned long periodic_from(unsigned long p)
{
    unsigned long n = heaps - p + 1;

    while (n > 0 && g[n - 1] == g[n - 1 + p])
        n--;
    return n;
}

/* The smallest period whose values repeat (from its preperiod to the last
   heap) for two periods and a window at least: *strong is 1. Failing
   that, the period whose values repeat the longest: *strong is 0. 0 if
   none. Candidates are the distances at which the last window of values
   appears again, smallest first, found with a rolling hash. */
static unsigned long window;        /* the values find_period looks for again */

static unsigned long find_period(unsigned long *from, int *strong)
{
    unsigned long base = 1000003UL, top = 1, target = 0, hash, p, e, i, j, best = 0, best_from = 0;

    window = heaps / 32;
    if (window < 8)
        window = 8;
    if (window > 4096)
        window = 4096;
    *strong = 0;
    if (heaps + 1 < 2 * window + 2)
        return 0;
    for (j = 0; j < window; j++) {
        target += g[heaps - window + 1 + j] * top;
        if (j + 1 < window)
            top *= base;
    }
    hash = target;
    for (i = heaps - window + 1; i-- > 0;) {
        hash = g[i] + base * (hash - g[i + window] * top);
        if (hash != target)
            continue;
        p = heaps - window + 1 - i;
        e = periodic_from(p);
        if (heaps + 1 - e >= 2 * p + window) {
            *from = e;
            *strong = 1;
            return p;
        }
        if (best == 0 || heaps + 1 - e - p > heaps + 1 - best_from - best) {
            best = p;
            best_from = e;
        }
    }
    *from = best_from;
    return best;
}

/* p proven from e: a period q = p / r (r prime) that repeats over a whole
   block of p values past e is a period too; the smallest such one. */
static unsigned long smallest_period(unsigned long p, unsigned long *from)
{
    unsigned long r, q, n;
    int reduced = 1;

    while (reduced) {
        reduced = 0;
        for (r = 2; r <= p && !reduced; r++) {
            if (p % r != 0)
                continue;
            q = p / r;
            for (n = heaps - q - p + 1; n <= heaps - q && g[n] == g[n + q]; n++)
                ;
            if (n > heaps - q) {
                p = q;
                *from = periodic_from(p);
                reduced = 1;
            }
        }
    }
    return p;
}

static unsigned long needed(unsigned long e, unsigned long p)
{
    return 2 * e + 2 * p + t - 1;
}

int main(int argc, char **argv)
{
    unsigned long limit, show, target, p = 0, e = 0, need = 0, n, exceptions = 0, shown;
    const char *status = "none";
    int progress, strong, k;
    size_t length;

    if (argc < 6 || argc > 7)
        return 2;
    length = strlen(argv[1]);
    if (length < 1 || length > MAX_DIGITS + 1 || (argv[1][0] != '0' && argv[1][0] != '4'))
        return 2;
    for (k = 0; (size_t) k < length; k++) {
        if (argv[1][k] < '0' || argv[1][k] > '7')
            return 2;
        digit[k] = argv[1][k] - '0';
        if (digit[k] != 0)
            t = k;
        if (digit[k] & 4)
            split[splits++] = k;
        if (k > 0 && (digit[k] & 3))
            take[takes++] = k;
    }
    limit = strtoul(argv[2], NULL, 10);
    budget = strtod(argv[3], NULL);
    show = strtoul(argv[4], NULL, 10);
    plain = strcmp(argv[5], "plain") == 0;
    progress = argc == 7 && strcmp(argv[6], "progress") == 0;
    if (limit < 1 || budget <= 0 || (!plain && strcmp(argv[5], "sparse") != 0))
        return 2;

    capacity = FIRST_STAGE + 1;
    g = (value *) malloc(capacity * sizeof *g);
    if (g == NULL)
        fail("out of memory for %lu values", capacity);
    g[0] = 0;
    heaps = 0;
    target = limit < FIRST_STAGE ? limit : FIRST_STAGE;
    for (;;) {
        compute(target);
        p = find_period(&e, &strong);
        if (p != 0)
            need = needed(e, p);
        if (p != 0 && strong && need <= heaps) {
            p = smallest_period(p, &e);
            need = needed(e, p);
        }
        status = p == 0 ? "none" : strong && need <= heaps ? "proven" : "candidate";
        if (progress)
            fprintf(stderr, "octal: heaps 0 to %lu, %.1f s of CPU, %s\n", heaps,
                    (double) clock() / CLOCKS_PER_SEC, status);
        if ((p != 0 && strong && need <= heaps) || stopped)
            break;
        target = p != 0 && need <= 2 * heaps + 1 ? need : 2 * heaps + 1;
        if (target > limit)
            target = limit;
        if (target <= heaps)
            break;
    }
    if (strcmp(status, "proven") == 0)
        for (n = 0; n < e; n++)
            exceptions += g[n] != g[n + (e - n + p - 1) / p * p];

    printf("heaps %lu\nstopped %d\nmax_value %u\n", heaps, stopped, max_value);
    printf("sparse %u %d %lu\n", sparse_on ? mask : 0, by_heap, sparse_on ? sparse_count : 0);
    printf("status %s\nwindow %lu\n", status, window);
    if (p != 0) {
        printf("preperiod %lu\nperiod %lu\nneeded %lu\n", e, p, need);
        if (strcmp(status, "proven") == 0)
            printf("exceptions %lu\n", exceptions);
    }
    shown = show < heaps + 1 ? show : heaps + 1;
    printf("values %lu\n", shown);
    for (n = 0; n < shown; n++)
        printf(n + 1 < shown ? "%u " : "%u", g[n]);
    printf("\n");
    return ferror(stdout) ? 1 : 0;
}
