"""What the oracles share: the machinery of working a game out from its
rules alone, and of drawing cases by their outcome.

  mex(values)                 the least non-negative integer not among values
  nim_sum(values)             the xor of values: the Grundy value of a sum
  heap_values(size, moves)    g(0..size) of a heap game by the mex definition,
                              moves that split a heap included
  Search(moves, misere)       who wins each position, by a remembered search
                              over whole positions
  position_moves(heap_moves)  the moves of a sum of heaps, for Search
  small_positions(total)      every sum of heaps of at most total objects
  by_outcome, draw_until      cases sorted or drawn by who wins them
  alternating(draw, seed, n)  n random cases, first-player wins and losses in turn

Nothing here knows a theorem about any game: a problem's oracle states the
rules (the moves), and these give the values and outcomes those rules make.
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


class Search:
    """Who wins each position of a game, searched over whole positions from
    its rules: moves(position) gives the positions one move reaches, each
    hashable and written the one way the game writes it (sorted heaps, say),
    so that a position reached in two orders of play is one position.

    Normal play (misere false): a player with no move loses. Misere play: a
    player with no move wins (the opponent made the last move, and lost).
    A position is won iff some move reaches a position lost for the
    opponent. Every position decided is remembered; the search keeps its own
    stack, so a long game does not reach Python's recursion limit. The game
    must end (no position repeats along a line of play)."""

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
        while stack:
            frame = stack[-1]
            if frame[2] is not None and not known[frame[2]]:
                known[frame[0]] = True              # that move left the opponent lost
                stack.pop()
                continue
            frame[2] = None
            for after in frame[1]:
                frame[3] = True
                if after not in known:
                    frame[2] = after
                    stack.append([after, iter(self.moves(after)), None, False])
                    break
                if not known[after]:
                    known[frame[0]] = True
                    stack.pop()
                    break
            else:
                known[frame[0]] = self.misere and not frame[3]
                stack.pop()
        return known[position]

    def winning_moves(self, position):
        """The positions one move reaches that the opponent loses, in the
        order moves gives them."""
        return [after for after in self.moves(position) if not self.wins(after)]


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
