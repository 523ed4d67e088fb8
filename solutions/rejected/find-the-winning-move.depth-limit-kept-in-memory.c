/* Wrong Answer: the search stops after x's fifth move (every board of 10 empty cells or fewer is searched whole, and those of 12 have no forced win), but remembers the outcome it found there, and keeps it for the boards after: a position met deep under a board of four marks, cut short, is taken as no win when a later board needs it searched whole. */
/*
 * Each board alone is answered right; what it answers depends on the
 * boards before it. Exposed by 07-met-deeper-first: each board of two x
 * and two o there is followed by a board its search meets four moves
 * deep, where x's first winning move needs three more moves of x to
 * finish and the search, cut after x's fifth move, allowed two. The
 * search is otherwise the memoised one, its table shared by the boards of
 * an input.
 */
#include <stdio.h>
#include <string.h>

#define FULL 0xFFFFUL
#define SLOTS (1UL << 20)          /* a power of two */
#define MOVES 5                    /* x's moves searched, from the board's first */

static const unsigned long lines[10] = {
    0x000FUL, 0x00F0UL, 0x0F00UL, 0xF000UL,      /* rows */
    0x1111UL, 0x2222UL, 0x4444UL, 0x8888UL,      /* columns */
    0x8421UL, 0x1248UL                           /* diagonals */
};

static unsigned long keys[SLOTS];  /* (xs << 16 | os) + 1; 0: empty slot */
static unsigned char values[SLOTS];
static unsigned long used;

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

/* The slot of a position: its own if stored, else the empty one where it
   goes. */
static unsigned long slot_of(const unsigned long key)
{
    unsigned long slot = (key * 2654435761UL >> 7) & (SLOTS - 1);

    while (keys[slot] != 0 && keys[slot] != key)
        slot = (slot + 1) & (SLOTS - 1);
    return slot;
}

static int x_forces(unsigned long xs, unsigned long os, int moves);

/* o to move after x's move to xs (no line of x's), x to make at most
   moves more: 1 if every o move fails, 0 if some o move makes a line or
   escapes; a full board is a draw. A move that decides at once is looked
   for first. Where x could complete a line next, every o move but the
   one there loses at once. */
static int o_loses(const unsigned long xs, const unsigned long os, const int moves)
{
    unsigned long empty = FULL & ~(xs | os), threats, cell;

    if (empty == 0 || completing(os, empty) != 0)
        return 0;
    threats = completing(xs, empty);
    if (several(threats))
        return 1;
    if (threats != 0)
        return x_forces(xs, os | threats, moves);
    for (cell = 1; cell <= FULL; cell <<= 1)
        if ((empty & cell) && !x_forces(xs, os | cell, moves))
            return 0;
    return 1;
}

/* x to move, no line on the board, at most moves more moves of x's: 1 if
   x forces a win. With one move left, only a line made at once wins. The
   outcome is remembered for the position whatever moves was. Where o
   could complete a line next, only x's move there can win (after any
   other, o does), and with two such cells none can. */
static int x_forces(const unsigned long xs, const unsigned long os, const int moves)
{
    unsigned long empty = FULL & ~(xs | os), cell, key = (xs << 16 | os) + 1, slot, threats;
    int won = 0;

    slot = slot_of(key);
    if (keys[slot] == key)
        return values[slot];
    threats = completing(os, empty);
    if (completing(xs, empty) != 0)
        won = 1;
    else if (moves == 1)
        won = 0;                       /* cut short: remembered as no win */
    else if (threats != 0)
        won = !several(threats) && o_loses(xs | threats, os, moves - 1);
    else
        for (cell = 1; cell <= FULL && !won; cell <<= 1)
            if ((empty & cell) && o_loses(xs | cell, os, moves - 1))
                won = 1;
    if (used >= SLOTS / 4 * 3) {      /* full enough: start afresh */
        memset(keys, 0, sizeof keys);
        used = 0;
    }
    slot = slot_of(key);
    keys[slot] = key;
    values[slot] = (unsigned char) won;
    ++used;
    return won;
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
            if ((empty >> i & 1UL) && (has_line(xs | 1UL << i) || o_loses(xs | 1UL << i, os, MOVES - 1)))
                break;
        if (i < 16)
            printf("(%d,%d)\n", i / 4, i % 4);
        else
            puts("#####");
    }
    return 0;
}
