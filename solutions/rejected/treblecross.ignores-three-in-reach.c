/* Wrong Answer: applies the Grundy analysis to every board, also where a move makes three in a row at once; that move is then a dangerous cell, and the free cells with xor 0 are listed instead. */
/*
 * Exposed by the sample's third board, .X.X...X, won only by cell 3.
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

/* Prints the answer for board[0..n-1]. */
static void solve(const char *board, const int n)
{
    static int win[MAXN];
    static char near[MAXN];
    int i, k, count = 0, total = 0, start, len, a, b;

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
