"""What the oracles share: the machinery of working a game out from its
rules alone, and of drawing cases by their outcome.

  mex(values)                 the least non-negative integer not among values
  nim_sum(values)             the xor of values: the Grundy value of a sum
  heap_values(size, moves)    g(0..size) of a heap game by the mex definition,
                              moves that split a heap included
  Search(moves, misere)       who wins each position, by a remembered search
                              over whole positions
  Grundy(moves)               each position's Grundy value, moves that leave
                              several games (a list) included
  Steps(search)               the Every-SG steps of a game's positions
  position_moves(heap_moves)  the moves of a sum of heaps, for Search
  small_positions(total)      every sum of heaps of at most total objects
  HeapSum                     a sum of heaps whose values have a closed form:
                              the mex up to a table, the form beyond, the
                              search for small positions, cases drawn by it
  lost_by_xor(rng, heaps, high)
                              heaps made lost in Nim by their last one
  by_outcome, draw_until      cases sorted or drawn by who wins them
  alternating(draw, seed, n)  n random cases, first-player wins and losses in turn

A problem's oracle states the rules (the moves), and these work out the
values and outcomes those rules make; where an oracle answers by a theorem
beyond what a search reaches, the theorem is the oracle's, and its tests
check it against these.
"""

import functools
import operator
import random


def mex(values):
    """The least non-negative integer not among values (any iterable)."""
    seen = values if isinstance(values, (set, frozenset)) else set(values)
    value = 0
    while value in seen:
        value += 1
    return value


def nim_sum(values):
    """The xor of values: by the Sprague-Grundy theorem, the value of the
    sum of games whose values they are."""
    return functools.reduce(operator.xor, values, 0)


def heap_values(size, moves):
    """(g(0), ..., g(size)) of a game played on heaps: moves(n) gives, for
    each move from one heap of n, the tuple of heaps it leaves (none when it
    takes the heap away, one when it takes from it, several when it splits
    it; empty heaps may be named, their value is 0). g(n) is the mex of the
    values of those sums, each the xor of its heaps' values; every heap a
    move leaves must be smaller than n."""
    g = []
    for n in range(size + 1):
        reached = set()
        for parts in moves(n):
            value = 0
            for part in parts:
                value ^= g[part]
            reached.add(value)
        g.append(mex(reached))
    return tuple(g)


class Cycle(ValueError):
    """A game where a position can be reached from itself: no value, no
    outcome. position is one on the cycle."""

    def __init__(self, position):
        super().__init__("a position reachable from itself: %s" % brief(position))
        self.position = position


def brief(value, most=60):
    """A position for a message: its repr(), cut short, whatever it is
    (a repr() that raises, a number past the digits Python will print)."""
    try:
        text = repr(value)
    except Exception as error:
        text = "<a %s whose repr() raised %s>" % (type(value).__name__, type(error).__name__)
    return text[:most] + ("..." if len(text) > most else "")


class BadMove(ValueError):
    """moves() gave something that is no position (nothing hashable)."""


class Search:
    """Who wins each position of a game, searched over whole positions from
    its rules: moves(position) gives the positions one move reaches, each
    hashable and written the one way the game writes it (sorted heaps, say),
    so that a position reached in two orders of play is one position.

    Normal play (misere false): a player with no move loses. Misere play: a
    player with no move wins (the opponent made the last move, and lost).
    A position is won iff some move reaches a position lost for the
    opponent. Every position decided is remembered; the search keeps its own
    stack, so a long game does not reach Python's recursion limit. A
    position reached again while it is being searched raises Cycle."""

    def __init__(self, moves, misere=False):
        self.moves = moves
        self.misere = misere
        self.known = {}

    def wins(self, position):
        """Does the player to move win position?"""
        known = self.known
        if position in known:
            return known[position]
        # A frame: [position, its moves not yet looked at, the move whose
        # position is being searched (None), whether it has any move].
        stack = [[position, iter(self.moves(position)), None, False]]
        searching = {position}
        while stack:
            frame = stack[-1]
            if frame[2] is not None and not known[frame[2]]:
                known[frame[0]] = True              # that move left the opponent lost
                searching.discard(stack.pop()[0])
                continue
            frame[2] = None
            for after in frame[1]:
                frame[3] = True
                if after not in known:
                    if after in searching:
                        raise Cycle(after)
                    frame[2] = after
                    searching.add(after)
                    stack.append([after, iter(self.moves(after)), None, False])
                    break
                if not known[after]:
                    known[frame[0]] = True
                    searching.discard(stack.pop()[0])
                    break
            else:
                known[frame[0]] = self.misere and not frame[3]
                searching.discard(stack.pop()[0])
        return known[position]

    def winning_moves(self, position):
        """The positions one move reaches that the opponent loses, in the
        order moves gives them."""
        return [after for after in self.moves(position) if not self.wins(after)]


class Grundy:
    """The Grundy values of a game's positions by the mex over their moves.
    moves(position) gives, for each move, the position it leaves (anything
    hashable), or a list of positions when it leaves several independent
    games, whose sum is worth the xor of their values (an empty list: the
    move leaves nothing). Every value found is remembered; the work keeps
    its own stack (no recursion limit) and raises Cycle for a position
    reached again while its value is being worked out, BadMove for a move
    that is no position. tick, if given, is called now and then during a
    long search (to stop it by raising); asked is the position whose
    moves were asked last (the one that raised, if moves raised)."""

    def __init__(self, moves, tick=None):
        self.moves = moves
        self.tick = tick
        self.known = {}
        self.stack = []         # the positions being worked out, deepest last: where an endless game got to
        self.asked = None

    def value(self, position):
        known = self.known
        if position in known:
            return known[position]
        self.asked = position
        items = self.moves(position)
        try:                            # every move leaves one position, known already: the mex at once
            reached = {known[item] for item in items}
        except (KeyError, TypeError):
            return self._worked_out(position)
        value = 0
        while value in reached:
            value += 1
        known[position] = value
        return value

    def options(self, position):
        """Each move of position as the tuple of the positions it leaves."""
        found = []
        self.asked = position
        for item in self.moves(position):
            parts = tuple(_flattened(item)) if isinstance(item, list) else (item,)
            for part in parts:
                try:
                    hash(part)
                except TypeError:
                    raise BadMove("moves(%s) gave %s: a position is a number, a tuple, a frozenset "
                                  "or another hashable value, and the games one move leaves "
                                  "together go in a list" % (brief(position), brief(item))) from None
            found.append(parts)
        return found

    def _worked_out(self, root):
        known = self.known
        frame = [root, self.options(root), 0]       # position, its options, how far they are known
        stack, working = [frame], {root}
        self.stack = stack
        pushed = 0
        while stack:
            frame = stack[-1]
            position, options, done = frame
            while done < len(options) and all(part in known for part in options[done]):
                done += 1
            frame[2] = done
            if done < len(options):
                part = next(part for part in options[done] if part not in known)
                if part in working:
                    raise Cycle(part)
                working.add(part)
                stack.append([part, self.options(part), 0])
                pushed += 1
                if self.tick and pushed % 4096 == 0:
                    self.tick()
                continue
            reached = {nim_sum(known[part] for part in parts) for parts in options}
            known[position] = mex(reached)
            working.discard(position)
            stack.pop()
        return known[root]


def _flattened(items):
    for item in items:
        if isinstance(item, list):
            yield from _flattened(item)
        else:
            yield item


class Steps:
    """The Every-SG steps of a game's positions (in a sum where each turn
    moves in every component not ended, whoever moves last in the
    component that lasts longest wins), by their definition: 0 where there
    is no move; for a position the player to move wins, 1 + the largest
    step among the moves that leave the opponent lost (the winner makes
    the game last); for a lost one, 1 + the smallest step among all its
    moves (the loser ends it as soon as possible). search is the game's
    Search, for its moves and who wins. Every step found is remembered;
    the work keeps its own stack, as Search does."""

    def __init__(self, search):
        self.search = search
        self.known = {}

    def step(self, position):
        known, moves, wins = self.known, self.search.moves, self.search.wins
        if position in known:
            return known[position]
        stack = [position]
        while stack:
            top = stack[-1]
            if top in known:
                stack.pop()
                continue
            after = list(moves(top))
            waiting = [u for u in after if u not in known]
            if waiting:
                stack += waiting                    # their steps first
                continue
            stack.pop()
            if not after:
                known[top] = 0
            elif wins(top):
                known[top] = 1 + max(known[u] for u in after if not wins(u))
            else:
                known[top] = 1 + min(known[u] for u in after)
        return known[position]


def position_moves(heap_moves):
    """moves(position) for Search on a sum of heaps of one game: the
    positions (sorted tuples of non-empty heaps) one move in one heap
    leaves, heap_moves(n) giving what each move leaves of a heap of n (as
    for heap_values)."""
    def moves(position):
        for i, n in enumerate(position):
            if i and position[i - 1] == n:
                continue                        # an equal heap has the same moves
            rest = position[:i] + position[i + 1:]
            for parts in heap_moves(n):
                yield tuple(sorted(rest + tuple(part for part in parts if part)))
    return moves


def small_positions(total, least=1):
    """Every position (a sorted tuple of heaps of least or more) of at most
    total objects in all, each heap before the positions it starts."""
    for first in range(least, total + 1):
        yield (first,)
        for rest in small_positions(total - first, first):
            yield (first,) + rest


class HeapSum:
    """A sum of heaps of one game whose one-heap values have a closed form,
    as Multi-SG problems have: heap_moves(n) gives what each move leaves of
    a heap of n (as for heap_values), and formula(n), for n >= 1, is the
    value the analysis proves, its own inverse (formula(formula(v)) = v)
    and n itself for most n. A heap's value comes from the mex over its
    real moves up to table_size and from the formula beyond (tests check
    that the two agree over the table); a position of at most search_total
    objects is decided by a search over whole positions instead."""

    def __init__(self, heap_moves, formula, table_size, search_total):
        self.heap_moves, self.formula = heap_moves, formula
        self.table_size, self.search_total = table_size, search_total
        self.search = Search(position_moves(heap_moves))
        self._table = None

    @property
    def table(self):
        """(g(0), ..., g(table_size)) by the mex over the real moves."""
        if self._table is None:
            self._table = heap_values(self.table_size, self.heap_moves)
        return self._table

    def value(self, n):
        return self.table[n] if n <= self.table_size else self.formula(n)

    def position_value(self, heaps):
        table, size, formula = self.table, self.table_size, self.formula
        return nim_sum([table[n] if n <= size else formula(n) for n in heaps])

    def wins(self, heaps):
        """Does the player to move win with these heaps?"""
        if sum(heaps) <= self.search_total:
            return self.search.wins(tuple(sorted(heaps)))
        return self.position_value(heaps) != 0

    def random_heaps(self, rng, first_wins, high, near_top):
        """A random position up to heaps of high, won or lost as asked:
        mostly 2 to 5 heaps, sometimes up to 100, seldom up to 2000; heaps
        mostly small, some at most near_top below high. A loss takes as its
        last heap the one whose value is the xor of the others' (the
        formula is its own inverse), shuffled in."""
        while True:
            kind = rng.random()
            count = rng.randint(2, 5) if kind < 0.7 else rng.randint(1, 100) if kind < 0.97 else \
                rng.randint(1, 2000)
            heaps = [self._random_heap(rng, high, near_top) for _ in range(count)]
            if not first_wins:
                rest = self.position_value(heaps[:-1])
                if not 1 <= rest <= high or not 1 <= self.formula(rest) <= high:
                    continue
                heaps[-1] = self.formula(rest)
                rng.shuffle(heaps)
            if self.wins(heaps) == first_wins:
                return heaps

    def _random_heap(self, rng, high, near_top):
        kind = rng.random()
        if kind < 0.4:
            return rng.randint(1, 12)
        if kind < 0.6:
            return rng.randint(1, self.table_size)
        if kind < 0.9:
            return rng.randint(1, high)
        return high - rng.randint(0, near_top)

    def residue_positions(self, heaps, high, seed):
        """For each heap n whose value is not n, two positions of three
        heaps: n with two heaps whose values xor to the value of n, lost;
        and n with two heaps that xor to n itself, lost in plain Nim but
        won here. The other two heaps, up to high, have values equal to
        themselves, so that a formula wrong only on other heaps values
        them right."""
        rng = random.Random(seed)
        found = []
        for n in heaps:
            for value in (self.formula(n), n):
                while True:
                    p = rng.randint(1, high)
                    q = p ^ value
                    if 1 <= q <= high and self.formula(p) == p and self.formula(q) == q:
                        break
                three = [p, q, n]
                rng.shuffle(three)
                found.append(three)
        return found


def lost_by_xor(rng, heaps, high):
    """heaps (a list of two or more) with the last replaced by the xor of
    the others, so that Nim on them is lost, then shuffled; None if that
    heap would be outside 1..high."""
    last = nim_sum(heaps[:-1])
    if not 1 <= last <= high:
        return None
    heaps[-1] = last
    rng.shuffle(heaps)
    return heaps


def by_outcome(found, wins):
    """{True: the cases of found that the first player wins, False: the
    others}: for random_case to choose from at once, where the cases are
    few enough to list."""
    split = {True: [], False: []}
    for case in found:
        split[wins(case)].append(case)
    return split


def draw_until(draw, wins, first_wins):
    """Cases from draw() until one has the wanted outcome; that one."""
    while True:
        case = draw()
        if wins(case) == first_wins:
            return case


def alternating(draw, seed, count):
    """count cases of draw(rng, first_wins) from one generator seeded with
    seed, the first player winning the first, third, fifth, ...: a test
    file of random cases, half of them first-player losses."""
    rng = random.Random(seed)
    return [draw(rng, i % 2 == 0) for i in range(count)]
