"""Oracle for s-nim (HDU 1536): several heaps; a move takes exactly s beads
from one heap, for some s in the case's set S; who cannot move loses. Each
case gives S and m positions; the answer is one line of m letters, W where
the player to move wins, L where that player loses.

Two methods that share nothing:
  search_wins(S, heaps)  a search over whole positions (the sorted tuple of
                         heaps) from the rules alone, for small positions;
  grundy(S, h)           the Grundy value of one heap by mex over its moves
                         (a table per set, grown as far as a case needs, up
                         to 10000, many heaps at a time when there are fewer
                         than 16 moves), and the Sprague-Grundy theorem: a
                         position loses iff the xor of its heaps' values is 0.
answer() uses the second; tests check it against the first. The cases
random_case draws carry tables of their own (see DrawnMoves), worked out at
once for the sets it draws again and again.
"""

import bisect
import functools
import itertools
import math
import operator
import random
from collections import namedtuple

from common import casemodel as cases
from oracles import games

MAX_K, MAX_S, MAX_M, MAX_L, MAX_H = 100, 10000, 100, 100, 10000
FRAMING = cases.Terminator("0")
SNimCase = namedtuple("SNimCase", "subtractions positions")
STRESS_BATCH = 500
INVALID_INPUTS = [
    "2 2 5\n1\n2 5 10001\n0\n",           # a heap above 10000
    "2 0 5\n1\n1 3\n0\n",                 # a move of 0 beads
    "2 2 5\n0\n0\n",                      # m = 0 positions
    "3 2 5\n1\n1 3\n0\n",                 # k = 3 but two values follow
    "1 2\n2\n1 3\n0\n",                   # the case ends before its second position
]


def read_case(lines):
    subtractions = lines.counted_list(("k", 1, MAX_K), ("s", 1, MAX_S))
    m, = lines.ints(("m", 1, MAX_M))
    positions = [lines.counted_list(("l", 1, MAX_L), ("h", 0, MAX_H)) for _ in range(m)]
    return SNimCase(subtractions, positions)


def write_case(case):
    return ([" ".join(map(str, [len(case.subtractions)] + case.subtractions)), str(len(case.positions))] +
            [" ".join(map(str, [len(p)] + p)) for p in case.positions])


# --- Grundy values of one heap -----------------------------------------------------------------

# _LOG[p][1 << i] = 8 p + i: byte p of a field 1 << g of _Table._packed_upto, read back as g.
_LOG = [bytes(8 * plane + v.bit_length() - 1 if v else 0 for v in range(256)) for plane in (0, 1)]


class _Table:
    """Grundy values of heaps 0, 1, 2, ... for one set of moves, grown on demand."""

    def __init__(self, moves):
        self.moves = sorted(set(moves))
        # A value is at most the number of moves: a bytearray, but a list
        # for sets of more than 255 moves, far outside the statement.
        self.values = bytearray() if len(self.moves) < 256 else []
        self.distinct = 0       # the values so far are 0, 1, ..., distinct - 1 (see heaps_of)
        self._heaps = {}        # {g: (the heaps of value g, how many heaps were looked at)}
        # The packed method (see _packed_upto), for fewer than 16 moves: a
        # field of 8 bits a heap while values stay below 8, else of 16.
        self._width = 8 if len(self.moves) < 8 else 16
        self._block = self._block_length() if 0 < len(self.moves) < 16 else None
        self._reached = 0

    def _block_length(self):
        """The length of the packed method's blocks, one of the moves, or
        None to go heap by heap: whichever costs least, as measured, counted
        in operations on small integers a heap (one on n bits costs about
        1 + n / 2000). Blocks of length b cost k + 1 operations on the fields
        of the heaps up to max(moves) ahead, and 3 more, once for b heaps;
        with j moves below b, rounds of 2j + 3 operations on a block or two,
        one a block and about 0.4 more for every min(moves) heaps. Heap by
        heap costs about 3 + 1.5 k. So large moves, or a small least one, can
        make packing dearer. Any choice gives the same values."""
        moves, k, per_bit = self.moves, len(self.moves), self._width / 2000
        push, per_field, more_rounds = (k + 1) * (1 + moves[-1] * per_bit) + 3, (k + 1) * per_bit, 0.4 / moves[0]
        costs = [push / b + per_field + (1 / b + (more_rounds if j else 0)) * (2 * j + 3) * (1 + 2 * b * per_bit)
                 for j, b in enumerate(moves)]
        j = costs.index(min(costs))
        return moves[j] if costs[j] < 3 + 1.5 * k else None

    def upto(self, h):
        """The values so far, g(0), ..., g(h) at least. Worked out no further
        than h: what the data draws depends on how many heaps a table holds."""
        known = len(self.values)
        if known <= h:
            if self._block:
                self._packed_upto(h)
            else:
                self._heap_by_heap_upto(h)
            new = self.values[known:]
            while self.distinct in new:                 # the values show in order (see heaps_of)
                self.distinct += 1
        return self.values

    def _heap_by_heap_upto(self, h):
        """Heap by heap, in stretches over which the same moves fit: the
        values x - s for those moves s are read at once, by an itemgetter of
        the offsets -s from the end of the list so far."""
        values, moves = self.values, self.moves
        x = len(values)
        while x <= h:
            fit = bisect.bisect_right(moves, x)         # the moves s <= x
            end = min(h + 1, moves[fit]) if fit < len(moves) else h + 1
            if not fit:                                 # no move: lost
                values.extend(bytes(end - x))
            else:
                reached = operator.itemgetter(*[-s for s in moves[:fit]], -moves[0])   # a tuple
                for _ in range(x, end):
                    values.append(games.mex(set(reached(values))))
            x = end

    def _packed_upto(self, h):
        """A block of heaps at a time. Each heap is a field of W bits holding
        1 << g for its value g, and self._reached holds, from the first heap
        not worked out on, the values each heap reaches from the heaps so far
        (the OR of their fields). Then (seen + 1) & ~seen keeps the lowest
        value not reached in every field at once: seen + 1 carries no further
        than that value, below W as there are fewer than W moves.

        A block is as long as one of the moves, b (see _block_length): a
        move s >= b leads from the block to heaps below it only, a near one
        (s < b) also within it. The block's values are worked out in rounds,
        each from what the heaps below reach and what the near moves reach
        within the block by the values of the round before, until a round
        changes nothing or round ceil(b / min(moves)) is done: round r has
        the first r * min(moves) heaps right (their options in the block lie
        below those), and values no round changes are right (each follows
        from the heaps below it). Then each move carries the block's fields
        to the heaps it reaches: a shift and an OR. So a few operations on
        integers of a few hundred bytes for many heaps, instead of a few a
        heap. The fields are read back with bytes.translate, a byte at a
        time."""
        moves, values, width, b = self.moves, self.values, self._width, self._block
        near, shifts = [width * s for s in moves if s < b], [width * s for s in moves]
        rounds = range(-(-b // moves[0]) - 1)     # rounds 2 to ceil(b / min(moves))
        reached, blocks, step = self._reached, [], 0
        full, last = divmod(h + 1 - len(values), b)
        for size in [b] * full + [last] * (last > 0):          # the last block ends at h
            if width * size != step:
                step, length = width * size, width // 8 * size
                mask = (1 << step) - 1
                ones = mask // ((1 << width) - 1)       # 1 in each field
            below = reached & mask
            block = (below + ones) & ~below             # the first round
            for _ in rounds:
                seen = below
                for shift in near:
                    seen |= block << shift              # also past the block: & ~seen clears that
                lowest = (seen + ones) & ~seen
                if lowest == block:
                    break
                block = lowest
            for shift in shifts:
                reached |= block << shift
            reached >>= step
            blocks.append(block.to_bytes(length, "little"))
        self._reached = reached
        fields = b"".join(blocks)
        if width == 8:
            values += fields.translate(_LOG[0])
        else:
            found = int.from_bytes(fields[0::2].translate(_LOG[0]), "little")
            found |= int.from_bytes(fields[1::2].translate(_LOG[1]), "little")
            values += found.to_bytes(len(fields) // 2, "little")

    def heaps_of(self, g):
        """The heaps of value g so far, in order. Every value below g(x) is
        the value of an option of x, so it shows before x: the values so far
        are 0, 1, ..., distinct - 1, first seen in that order. Kept per value
        and brought up to date when asked; the heaps not looked at yet are
        marked 1 where their value is g by bytes.translate and picked by
        itertools.compress, at C speed."""
        heaps, looked = self._heaps.get(g, ([], 0))
        if looked < len(self.values):
            marks = bytes(self.values[looked:]).translate(bytes(g) + b"\1" + bytes(255 - g))
            heaps += itertools.compress(range(looked, len(self.values)), marks)
            self._heaps[g] = heaps, len(self.values)
        return heaps

    def random_heap(self, g, high, below):
        """A heap up to high of value g, drawn by below (uniformly), or None
        if there is none; below draws once either way. From the list
        heaps_of keeps, if it is up to date (the tables random_case draws
        from, but its fresh ones); else by counting the bytes of value g, at
        C speed: cheaper than listing hundreds of heaps for one draw."""
        heaps, looked = self._heaps.get(g, (None, -1))
        listed = looked == len(self.values)
        if listed:
            count = bisect.bisect_right(heaps, high)
        else:
            count = self.values.count(g, 0, high + 1)
        j = below(count or 1)
        if not count:
            return None
        return heaps[j] if listed else self._nth_heap_of(g, j, count, high + 1)

    def _nth_heap_of(self, g, j, count, end):
        """The heap of the j-th value g (from 0) of the count below end:
        counted below where it would be if they were spread evenly, then
        found from there by bytearray.index or rindex, a value g a step."""
        values, x = self.values, (2 * j + 1) * end // (2 * count)
        before = values.count(g, 0, x)
        if before <= j:                                 # at x or above
            x -= 1
            for _ in range(j + 1 - before):
                x = values.index(g, x + 1)
        else:
            for _ in range(before - j):
                x = values.rindex(g, 0, x)
        return x


_KEPT = {}      # the tables of the sets in the test files: never dropped


@functools.lru_cache(maxsize=512)
def _passing_table(moves):
    return _Table(moves)


class DrawnMoves(list):
    """The set of moves of a case random_case drew, and its table: stress
    draws a whole batch before answer and wins ask for them. A case is a
    value, never changed in place; what shrinking makes of these moves are
    plain lists again. The tables of drawn cases are their own, never
    those _table() finds: a table worked out further than the data asked
    would change what the data draws."""

    __slots__ = ("table",)      # set by random_case; no __init__ of our own: cheaper to make


def _table(subtractions):
    """The table of a set of moves, given in any order, with repeats or not."""
    if isinstance(subtractions, DrawnMoves):
        return subtractions.table
    moves = frozenset(subtractions)
    return _KEPT[moves] if moves in _KEPT else _passing_table(moves)


def _keep(subtractions):
    moves = frozenset(subtractions)
    _KEPT.setdefault(moves, _Table(moves))
    return subtractions


def _xor(values, heaps):
    return games.nim_sum(map(values.__getitem__, heaps))


def grundy_values(subtractions, h):
    """[g(0), ..., g(h)] at least, for the set of moves subtractions."""
    return list(_table(subtractions).upto(h))


def position_value(subtractions, heaps):
    return _xor(_table(subtractions).upto(max(heaps)), heaps)


def answer(case):
    values = _table(case.subtractions).upto(max(map(max, case.positions)))
    return ["".join(["W" if _xor(values, heaps) else "L" for heaps in case.positions])]


def wins(case):
    """Does the player to move win the case's first position?"""
    return position_value(case.subtractions, case.positions[0]) != 0


# --- The search over whole positions -----------------------------------------------------------

def search_wins(subtractions, heaps):
    """The player to move wins the position heaps: some move (take s from
    one heap, s in subtractions, s <= that heap) reaches a losing one."""
    takes = sorted(set(subtractions))

    def moves(position):
        for i, heap in enumerate(position):
            for s in takes:
                if s <= heap:
                    yield tuple(sorted(position[:i] + (heap - s,) + position[i + 1:]))

    return games.Search(moves).wins(tuple(sorted(heaps)))


# --- Cases --------------------------------------------------------------------------------------

SAMPLE = [
    SNimCase([2, 5], [[5, 12], [2, 4, 7], [2, 3, 7, 12]]),
    SNimCase([1, 2, 3, 4, 5], [[5, 12], [2, 4, 7], [2, 3, 7, 12]]),
]


def small_positions():
    """Every single heap 0..19 and every pair of heaps 0..9: 75 positions."""
    return [[h] for h in range(20)] + [[a, b] for a in range(10) for b in range(a, 10)]


def exhaustive():
    """Every ordered choice of distinct moves from 1..4 (the order in which
    the set is given matters to some wrong solutions) and a few sets with
    repeats, each with all the small positions; then S = {1, ..., k} for k
    from 20 to 24, where g(h) = h mod (k + 1) passes 20, with every heap up
    to 29 and every pair of heaps from 16 to 26."""
    sets = [list(p) for r in range(1, 5) for p in itertools.permutations(range(1, 5), r)]
    sets += [[1, 1], [2, 2, 1], [3, 1, 3, 1], [4, 4, 4, 4, 2]]
    found = [SNimCase(s, small_positions()) for s in sets]
    wide = [[h] for h in range(30)] + [[a, b] for a in range(16, 27) for b in range(a, 27)]
    return found + [SNimCase(list(range(1, k + 1)), wide) for k in range(20, 25)]


def _pinning_positions(subtractions, heaps, rng):
    """Positions (x, y) that ask the Grundy value of x exactly: for a heap x,
    a y with g(y) = g(x) (a loss) and one with g(y) = g(x) xor 1 (a win)."""
    table = _table(subtractions)
    table.upto(MAX_H)
    found = []
    for x in heaps:
        g = table.values[x]
        for target in (g, g ^ 1):
            ys = table.heaps_of(target)
            if ys:
                found.append([x, rng.choice(ys)])
    return found


def large_grundy_cases():
    """Sets whose Grundy values reach 100 (S = 1..100 given shuffled, where
    g(h) = h mod 101), and 60..99: every value is pinned."""
    rng = random.Random(1536)
    found = []
    for moves in (list(range(1, 101)), list(range(60, 100)), list(range(1, 60, 2)) + list(range(2, 41, 2))):
        shuffled = moves[:]
        rng.shuffle(shuffled)
        table = _table(moves)
        table.upto(MAX_H)
        heaps = sorted(rng.sample(range(MAX_H + 1), 120))
        small = [table.heaps_of(g)[-1] for g in range(table.distinct)]
        positions = _pinning_positions(moves, small + heaps, rng)
        for chunk in cases.chunks(positions, MAX_M):
            found.append(SNimCase(shuffled, chunk))
    return found


def _random_set(below, k, high):
    """k moves from 1 to high; below(n) draws an integer in 0..n-1: an
    rng.randrange for the data (it draws what rng.randint and rng.choice
    would), or a cheaper one for stress."""
    return [1 + below(high) for _ in range(k)]


def _random_position(below, subtractions, l, high, first_wins=None):
    """l heaps up to high; with first_wins given, of that outcome (None if
    the last heap cannot be chosen so). below(n) as for _random_set."""
    heaps = [below(high + 1) for _ in range(l)]
    return heaps if first_wins is None else _with_outcome(below, _table(subtractions), heaps, high, first_wins)


def _with_outcome(below, table, heaps, high, first_wins):
    """heaps, the last drawn again up to high for the outcome first_wins
    (table is the set's), or None if it cannot be."""
    rest, distinct = _xor(table.upto(high), heaps[:-1]), table.distinct
    # The last heap's value g is drawn among those that give the outcome, in
    # increasing order: every value so far but rest for a win, rest for a loss.
    count = distinct - (rest < distinct) if first_wins else int(rest < distinct)
    if not count:
        return None
    g = below(count)
    g = g + (g >= rest) if first_wins else rest
    heaps[-1] = table.random_heap(g, high, below)
    return heaps if heaps[-1] is not None else None


def _indexed_table(moves, h):
    """A table of its own for random_case, worked out up to h and its heaps
    listed by value, at once: drawing from it then makes nothing that
    stays, which would set the garbage collector going."""
    table = _Table(moves)
    table.upto(h)
    for g in range(table.distinct):
        table.heaps_of(g)
    return table


@functools.lru_cache(maxsize=None)
def _pool():
    """Sets with tables up to MAX_H, for random cases anywhere in range, and
    their tables."""
    rng = random.Random(2960)
    return [(moves, _indexed_table(moves, MAX_H)) for moves in (
        list(range(1, 101)),
        _random_set(rng.randrange, 100, MAX_S),
        _random_set(rng.randrange, 30, 300),
        [MAX_S],
        [1],
        [7, 3, 3, 11, 2000],
        _random_set(rng.randrange, 12, 60),
    )]


SMALL_K, SMALL_S, SMALL_H = 5, 12, 40       # most moves, largest move and largest heap of most random cases


@functools.lru_cache(maxsize=None)
def _small_tables():
    """{set: its table up to SMALL_H} for every set of at most SMALL_K
    moves up to SMALL_S (1585 sets), worked out at once: random_case draws
    them again and again."""
    return {frozenset(moves): _indexed_table(moves, SMALL_H)
            for k in range(1, SMALL_K + 1) for moves in itertools.combinations(range(1, SMALL_S + 1), k)}


def random_case(rng, first_wins):
    """Mostly up to 5 moves up to 12 and heaps up to 40, often up to 10
    moves up to 200 and heaps up to 500, now and then a set of _pool()
    with heaps anywhere; drawn with rng.random(), cheaper than randint, and
    math.floor, cheaper than int."""
    draw, floor = rng.random, math.floor

    def below(n):
        return floor(draw() * n)

    roll = draw()
    if roll < 0.6:      # k, the moves as _random_set(below, k, SMALL_S) draws them, m: below(n) at once
        k = 1 + floor(draw() * SMALL_K)
        moves, m, l, high = [1 + floor(draw() * SMALL_S) for _ in range(k)], 1 + floor(draw() * 4), 4, SMALL_H
        table = _small_tables()[frozenset(moves)]
    elif roll < 0.9:
        k = 1 + floor(draw() * 10)
        moves, m, l, high = [1 + floor(draw() * 200) for _ in range(k)], 1 + floor(draw() * 6), 6, 500
        table = _Table(moves)
    else:
        pool = _pool()
        pooled, table = pool[below(len(pool))]
        moves, high = sorted(pooled, key=lambda move: draw()), MAX_H    # shuffled
        m, l = ((1 + below(8), 10), (1 + below(MAX_M), 10), (1 + below(10), MAX_L))[(0, 0, 0, 1, 2)[below(5)]]
    while True:         # as _random_position(below, moves, 1 + below(l), high, first_wins), at once
        first = _with_outcome(below, table, [floor(draw() * (high + 1)) for _ in range(1 + floor(draw() * l))], high,
                              first_wins)
        if first is not None:
            break
    sizes = [1 + floor(draw() * l) for _ in range(m - 1)]                   # below(l), at once
    heaps = iter([floor(draw() * (high + 1)) for _ in range(sum(sizes))])     # below(high + 1), at once
    drawn = DrawnMoves(moves)
    drawn.table = table
    return SNimCase(drawn, [first] + [list(itertools.islice(heaps, size)) for size in sizes])


def worst_case(rng):
    """A case as costly as the statement allows: 100 moves from 1 to 200,
    whose values are seldom periodic below 10000, so a table per set has
    10^4 values of up to 100 options each; 100 positions of 100 heaps, each
    with a heap of 10000."""
    moves = rng.sample(range(1, 2 * MAX_K + 1), MAX_K)
    return SNimCase(moves, [[MAX_H] + [rng.randint(0, MAX_H) for _ in range(MAX_L - 1)] for _ in range(MAX_M)])


def unsorted_cases():
    """Sets given in decreasing or mixed order, with heaps anywhere."""
    rng = random.Random(15360)
    found = []
    for moves in ([5, 2], [10, 9, 1], [10000, 1], [300, 200, 100, 3, 2],
                  sorted(_random_set(rng.randrange, 50, 5000), reverse=True), _random_set(rng.randrange, 100, 100)):
        positions = [[h] for h in range(0, 40)]
        positions += [_random_position(rng.randrange, moves, rng.randint(1, 5), MAX_H, i % 2 == 0) for i in range(60)]
        found.append(SNimCase(moves, [p for p in positions if p is not None]))
    return found


def several_sets_cases():
    """Many cases in a row with different sets and overlapping heap sizes:
    a table kept from the case before is wrong here."""
    rng = random.Random(1537)
    found = []
    for i in range(40):
        moves = _random_set(rng.randrange, rng.randint(1, 8), rng.choice((5, 30, 500)))
        high = rng.choice((30, 1000, MAX_H))
        positions = [_random_position(rng.randrange, moves, rng.randint(1, 6), high, j % 2 == 0) for j in range(30)]
        found.append(SNimCase(moves, [p for p in positions if p is not None]))
    return found


def set_given_again_cases():
    """Sets given again: first with heaps up to 2000, then in another order
    with heaps up to 10000, then with only the largest move changed. Their
    values have no period below 10000, so a table kept from the first case
    is too short for the second, and the third's table is its own."""
    rng = random.Random(15362)
    found = []
    for moves in (_random_set(rng.randrange, MAX_K, MAX_S), rng.sample(range(1, 2 * MAX_K + 1), MAX_K)):
        changed = sorted(moves)[:-1] + [max(moves) - 1 if max(moves) - 1 not in moves else max(moves) + 1]
        for given, high in ((moves, 2000), (sorted(moves, reverse=True), MAX_H), (changed, MAX_H),
                            (moves, MAX_H)):
            positions = [_random_position(rng.randrange, given, rng.randint(1, 4), high, j % 2 == 0) for j in range(30)]
            found.append(SNimCase(given, [p for p in positions if p is not None] + [[high]]))
    return found


def marks_left_cases(pairs=10):
    """Pairs of cases: a set of a few moves from 1 to 200 with a heap of
    10000, then the set {10000}, where every heap below 10000 has no move
    (value 0). The second asks, among others, the last heap at which the
    first set had a move to a heap of value 0. A solution that marks the
    values it sees at heap x with a stamp for x, and keeps the marks from
    one case to the next, finds the value 0 taken at that heap."""
    rng = random.Random(15363)
    found = []
    while len(found) < 2 * pairs:
        moves = rng.sample(range(1, 201), rng.randint(2, 10))
        table = _table(moves)
        table.upto(MAX_H)
        losing = table.heaps_of(0)
        last = max(losing[bisect.bisect_right(losing, MAX_H - s) - 1] + s for s in moves)
        if last < MAX_H:
            near = [[h] for h in range(last - 2, last + 3) if 0 <= h < MAX_H]
            found.append(SNimCase(moves, [[MAX_H], [rng.randint(0, MAX_H)]]))
            found.append(SNimCase([MAX_S], near + [[rng.randint(0, MAX_H - 1)] for _ in range(5)]))
    return found


def bound_cases():
    """The largest case the statement allows, heaps of 0 and of 10000, the
    largest move, repeated moves."""
    rng = random.Random(1538)
    big_moves = _random_set(rng.randrange, MAX_K, MAX_S)
    full = [[rng.randint(0, MAX_H) for _ in range(MAX_L)] for _ in range(MAX_M)]
    return [
        SNimCase(big_moves, full),
        SNimCase([MAX_S] * MAX_K, [[MAX_H], [MAX_H - 1], [0], [MAX_H] * MAX_L, [MAX_H, MAX_H - 1]]),
        SNimCase([1], [[0], [1], [MAX_H], [MAX_H - 1], [0] * MAX_L, [1] * MAX_L, [1] * (MAX_L - 1)]),
        SNimCase(list(range(MAX_S, MAX_S - MAX_K, -1)),
                 [[MAX_H], [MAX_H - 99], [MAX_H - 100], [9999, 9999], [MAX_H, 0, MAX_H]]),
    ]


def many_large_cases(count=40):
    """Cases of 100 moves from 1 to 150 (four sets in turn) and 100
    positions, each a heap of 10000 and one more, about half of them lost: a
    table built again for every position (10^6 steps each) takes seconds
    over them, one table a case does not."""
    rng = random.Random(15361)
    sets = [_keep(_random_set(rng.randrange, MAX_K, 150)) for _ in range(4)]
    found = []
    for i in range(count):
        moves = sets[i % len(sets)]
        table = _table(moves)
        values = table.upto(MAX_H)
        positions = []
        for _ in range(MAX_M):
            if rng.random() < 0.5:
                other = rng.choice(table.heaps_of(values[MAX_H]))
            else:
                other = rng.randint(0, MAX_H)
                while values[other] == values[MAX_H]:
                    other = rng.randint(0, MAX_H)
            positions.append([MAX_H, other])
        found.append(SNimCase(moves, positions))
    return found


def edge_cases():
    return SAMPLE + large_grundy_cases() + unsorted_cases() + several_sets_cases() + bound_cases()


def test_files():
    return [
        ("sample", SAMPLE),
        ("all-small", exhaustive()),
        ("large-grundy-values", large_grundy_cases()),
        ("unsorted-moves", unsorted_cases()),
        ("many-cases-different-sets", several_sets_cases()),
        ("bounds", bound_cases()),
        ("many-large-cases", many_large_cases()),
        ("set-given-again", set_given_again_cases()),
        ("marks-from-the-case-before", marks_left_cases()),
    ]


def layout_cases():
    return SAMPLE + [SNimCase([3, 1], [[4], [2, 2]])]
