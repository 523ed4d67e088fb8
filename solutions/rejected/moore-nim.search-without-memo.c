/* Time Limit Exceeded: searches the game tree over whole positions (every choice of up to k heaps and of what to take from each, recursively) and remembers nothing, so a few heaps of a few stones already have an astronomically large tree. */
/*
 * Exposed by 03-digit-tests, whose lost positions reach dozens of heaps
 * of large sizes: a lost position must try every move, and every
 * position below it is searched again along each line of play. The answers it gives are right (the
 * player to move wins iff some move leaves a position the opponent
 * loses; with every heap empty there is no move, and that player lost).
 */
#include <stdio.h>

int n, k;
long heap[100];

int wins(void);

/* 1 if some move that changes heaps from index i on, touching at most
   left more heaps (touched > 0 of them touched already), wins. */
int move_wins(int i, int left, int touched)
{
    long size;

    if (i == n || left == 0)
        return touched > 0 && !wins();
    if (move_wins(i + 1, left, touched))
        return 1;
    size = heap[i];
    for (heap[i] = 0; heap[i] < size; heap[i]++)
        if (move_wins(i + 1, left - 1, touched + 1)) {
            heap[i] = size;
            return 1;
        }
    heap[i] = size;
    return 0;
}

int wins(void)
{
    return move_wins(0, k, 0);
}

int main(void)
{
    int t, i;

    scanf("%d", &t);
    while (t--) {
        scanf("%d %d", &n, &k);
        for (i = 0; i < n; i++)
            scanf("%ld", &heap[i]);
        puts(wins() ? "First" : "Second");
    }
    return 0;
}
