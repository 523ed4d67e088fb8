/* Time Limit Exceeded: the AND-OR search is right, and decides at once what the rules force (a line made at once, a block of the other side's line), but remembers no position, so each board of two x and two o (12 empty cells) is a search of its own of some 10^5 positions; 08-fewest-marks holds 5000 of them. */
/*
 * Right on all the data, given time. The 400 boards of two x and two o
 * in 05-four-marks take it under a second; the 5000 of 08-fewest-marks,
 * more than the 3 s limit. Remembering each position's outcome, for all
 * the boards of an input, is what makes it fit.
 */
#include <stdio.h>

#define FULL 0xFFFFUL

static const unsigned long lines[10] = {
    0x000FUL, 0x00F0UL, 0x0F00UL, 0xF000UL,      /* rows */
    0x1111UL, 0x2222UL, 0x4444UL, 0x8888UL,      /* columns */
    0x8421UL, 0x1248UL                           /* diagonals */
};

static int has_line(const unsigned long marks)
{
    int i;

    for (i = 0; i < 10; ++i)
        if ((marks & lines[i]) == lines[i])
            return 1;
    return 0;
}

/* The empty cells where a move would complete a line of marks. */
static unsigned long completing(const unsigned long marks, const unsigned long empty)
{
    unsigned long found = 0, missing;
    int i;

    for (i = 0; i < 10; ++i) {
        missing = lines[i] & ~marks;
        if ((missing & (missing - 1)) == 0 && (missing & empty))
            found |= missing;
    }
    return found;
}

/* More than one cell in a mask. */
static int several(const unsigned long cells)
{
    return (cells & (cells - 1)) != 0;
}

static int x_forces(unsigned long xs, unsigned long os);

/* o to move after x's move to xs (no line of x's): 1 if every o move
   fails, 0 if some o move makes a line or escapes; a full board is a
   draw. A move that decides at once is looked for first. Where x could
   complete a line next, every o move but the one there loses at once. */
static int o_loses(const unsigned long xs, const unsigned long os)
{
    unsigned long empty = FULL & ~(xs | os), threats, cell;

    if (empty == 0 || completing(os, empty) != 0)
        return 0;
    threats = completing(xs, empty);
    if (several(threats))
        return 1;
    if (threats != 0)
        return x_forces(xs, os | threats);
    for (cell = 1; cell <= FULL; cell <<= 1)
        if ((empty & cell) && !x_forces(xs, os | cell))
            return 0;
    return 1;
}

/* x to move, no line on the board: 1 if x forces a win. Where o could
   complete a line next, only x's move there can win (after any other, o
   does), and with two such cells none can. Nothing is remembered: a
   position met again is searched again. */
static int x_forces(const unsigned long xs, const unsigned long os)
{
    unsigned long empty = FULL & ~(xs | os), threats = completing(os, empty), cell;

    if (completing(xs, empty) != 0)
        return 1;
    if (threats != 0)
        return !several(threats) && o_loses(xs | threats, os);
    for (cell = 1; cell <= FULL; cell <<= 1)
        if ((empty & cell) && o_loses(xs | cell, os))
            return 1;
    return 0;
}

/* Reads the 4 rows of a board into the masks; 0 at the end of the input. */
static int read_board(unsigned long *xs, unsigned long *os)
{
    char row[8];
    int r, c;

    *xs = *os = 0;
    for (r = 0; r < 4; ++r) {
        if (scanf("%4s", row) != 1)
            return 0;
        for (c = 0; c < 4; ++c)
            if (row[c] == 'x')
                *xs |= 1UL << (4 * r + c);
            else if (row[c] == 'o')
                *os |= 1UL << (4 * r + c);
    }
    return 1;
}

int main(void)
{
    char mark[8];
    unsigned long xs, os, empty;
    int i;

    /* Each board follows a "?" line; "$" (or the end of the input) ends. */
    while (scanf("%7s", mark) == 1 && mark[0] == '?' && read_board(&xs, &os)) {
        empty = FULL & ~(xs | os);
        for (i = 0; i < 16; ++i)
            if ((empty >> i & 1UL) && (has_line(xs | 1UL << i) || o_loses(xs | 1UL << i, os)))
                break;
        if (i < 16)
            printf("(%d,%d)\n", i / 4, i % 4);
        else
            puts("#####");
    }
    return 0;
}
