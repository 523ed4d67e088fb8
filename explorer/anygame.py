"""Any game a contestant writes the moves of (explore.py game FILE).

The file is the contestant's own Python module. It defines moves(position):
the positions one move reaches, each any hashable value (a number, a tuple
for two piles or a board, a frozenset of coins), or a list of positions
for a move that leaves several independent games (their sum: Lasker's Nim
splits a heap into [a, b]). It may define positions(size): the positions
to tabulate, a list, or a dict from labels (numbers or pairs of numbers,
for the patterns) to positions; a position to tabulate may be a list of
games too, their sum. Without it, the positions are the numbers
0 to size - 1, or, if moves() takes pairs, the pairs of a size x size
square.

  load(path, seconds)                    -> Game, or UsageError
  tabulate(game, size, seconds)          -> Table: values, P-positions (normal play)
  misere_rows(game, table, seconds)      -> [Misere]: exact misere outcomes and
                                            what the SJ theorem predicts
  recognise(game, table, seconds)        -> "octal CODE" or "subtract SET", or None

The game runs in this process (it is the contestant's own code, and a
million calls of moves() leave no time for a sandbox's); an exception in
it is shown as the traceback of its own file. Each step runs for the CPU
time it is given at most, stopped wherever the game's code is
(bounds.cpu_alarm).
"""

import math
import os
import traceback
from collections import Counter, namedtuple
from dataclasses import dataclass, field
from typing import Any, List

from common import paths, userfiles
from common.errors import UsageError
from explorer import bounds
from oracles import games
from oracles.games import brief

DEFAULT_SIZE = {"numbers": 100, "pairs": 24, "given": 100}
DEFAULT_SECONDS = 10.0
MAX_SIZE = 10 ** 7
MAX_MOVES = 10 ** 6          # positions one move of a game may reach from one position


class GameError(UsageError):
    """A mistake in the contestant's file: the message is what to show them
    (their traceback, or one line)."""


Game = namedtuple("Game", "path name moves positions")


def load(path, seconds=DEFAULT_SECONDS):
    """The contestant's module, run once, in seconds of CPU time at most:
    a Game, or GameError. The file is a source: a regular file of at most
    userfiles.SOURCE_LIMIT bytes (userfiles.read_file)."""
    source = userfiles.read_file(path, userfiles.SOURCE_LIMIT, "a game file")
    path = os.path.abspath(path)
    namespace = {"__name__": "game", "__file__": path}
    try:
        with bounds.cpu_alarm(seconds):
            exec(compile(source, path, "exec"), namespace)
    except bounds.TimeUp:
        raise UsageError("%s: the file's own top level (before any call of moves()) took all the CPU time "
                         "given (--seconds)" % paths.shown_path(path)) from None
    except SyntaxError as error:
        raise GameError("your game does not compile:\n"
                        + "".join(traceback.format_exception_only(type(error), error)).rstrip()) from None
    except Exception as error:
        raise yours(error, path) from None
    moves = namespace.get("moves")
    if not callable(moves):
        raise UsageError("%s defines no function moves(position): the positions one move reaches" % path)
    moves = _bounded(moves)
    positions = namespace.get("positions")
    if positions is not None and not callable(positions):
        raise UsageError("%s: positions is not a function positions(size)" % path)
    return Game(path, os.path.basename(path), moves, positions)


def _bounded(moves):
    """moves(position), its positions listed as they come, and a GameError
    past MAX_MOVES of them: a moves() that never ends fills no memory."""
    def listed(position):
        found = []
        for item in moves(position):
            if len(found) == MAX_MOVES:
                raise GameError("moves(%s) gave more than %d positions: the moves from one position must "
                                "end" % (brief(position), MAX_MOVES))
            found.append(item)
        return found
    return listed


def yours(error, path, position=None):
    """GameError showing the part of error's traceback in the file at path
    (raised by moves(position), if that is known)."""
    frames = [frame for frame in traceback.extract_tb(error.__traceback__) if frame.filename == path]
    shown = "".join(traceback.format_list(frames)) + "".join(traceback.format_exception_only(type(error), error))
    where = " in moves(%s)" % brief(position) if position is not None else ""
    return GameError("your game raised an exception%s:\n" % where
                     + ("Traceback (in your file):\n" if frames else "") + shown.rstrip())


# --- Tabulating ------------------------------------------------------------------------------

@dataclass
class Table:
    """The positions tabulated, in order, with their Grundy values."""
    kind: str                         # "numbers", "pairs" or "given"
    size: int
    labels: List[Any]                 # as the file names them, or the positions themselves
    positions: List[Any]
    values: List[int] = field(default_factory=list)     # for the first len(values) labels
    seconds: float = 0.0
    stopped: bool = False             # the time ran out before every label had its value
    worked_out: int = 0               # positions valued in all, the tabulated ones included
    deepest: tuple = (0, None)        # at a stop: how deep the search was, and the position it was at

    @property
    def p_labels(self):
        return [label for label, value in zip(self.labels, self.values) if value == 0]


def _layout(game, size):
    """(kind, size, labels, positions) of what to tabulate."""
    if game.positions is not None:
        size = DEFAULT_SIZE["given"] if size is None else size
        try:
            given = game.positions(size)
            pairs = list(given.items()) if isinstance(given, dict) else [(p, p) for p in given]
        except GameError:
            raise
        except Exception as error:
            raise yours(error, game.path) from None
        if not pairs:
            raise UsageError("positions(%d) gave no position to tabulate" % size)
        labels = [label for label, _ in pairs]
        kind = "numbers" if all(type(label) is int for label in labels) else \
            "pairs" if all(_is_pair(label) for label in labels) else "given"
        return kind, size, labels, [position for _, position in pairs]
    kind = _probe(game)
    size = DEFAULT_SIZE[kind] if size is None else size
    if kind == "numbers":
        labels = list(range(size))
    elif size * size > MAX_SIZE:
        raise UsageError("--size is 1 to %d for a game on pairs: its square holds %d positions at most"
                         % (math.isqrt(MAX_SIZE), MAX_SIZE))
    else:
        labels = [(a, b) for a in range(size) for b in range(size)]
    return kind, size, labels, labels


def _is_pair(label):
    return type(label) is tuple and len(label) == 2 and all(type(v) is int for v in label)


def _probe(game):
    """Does moves() take numbers, or pairs of numbers? The first that works
    on a few small positions; their own error if neither does."""
    first = None
    for kind, tries in (("numbers", (0, 1, 2, 5)), ("pairs", ((0, 0), (1, 1), (2, 3)))):
        try:
            for position in tries:
                list(game.moves(position))
            return kind
        except (GameError, MemoryError, RecursionError):
            raise                           # no mismatch of kinds: the game's own fault, or too large
        except Exception as error:
            first = first or error
    raise GameError("moves() takes neither numbers nor pairs of numbers, so give positions(size) too; "
                    "on the number 0 it says:\n%s" % str(yours(first, game.path)).split("\n", 1)[1])


def tabulate(game, size=None, seconds=DEFAULT_SECONDS):
    """The Table of the game's positions, as far as seconds of CPU time
    allow. GameError for a mistake in the game (its exception, a cycle, a
    move that is no position); UsageError if the time runs out before the
    positions to tabulate are known."""
    if size is not None and not 1 <= size <= MAX_SIZE:
        raise UsageError("--size is 1 to %d" % MAX_SIZE)
    started = bounds.cpu_time()
    try:
        with bounds.cpu_alarm(seconds):
            kind, size, labels, positions = _layout(game, size)
    except bounds.TimeUp:
        raise UsageError("the CPU time given (--seconds) ran out while listing the positions to tabulate, "
                         "before any was valued") from None
    grundy = games.Grundy(game.moves)
    table = Table(kind, size, labels, positions)
    value, values = grundy.value, table.values
    try:
        with bounds.cpu_alarm(seconds - (bounds.cpu_time() - started)):
            for position in positions:
                if type(position) is list:
                    values.append(games.nim_sum(value(part) for part in _components(position)))
                else:
                    values.append(value(position))
    except bounds.TimeUp:
        table.stopped = True
        table.deepest = len(grundy.stack), grundy.stack[-1][0] if grundy.stack else None
    except games.Cycle as cycle:
        raise GameError("the game has a cycle: %s can be reached from itself, so it has no value"
                        % brief(cycle.position)) from None
    except games.BadMove as error:
        raise GameError(str(error)) from None
    except Exception as error:
        if not _from_file(error, game.path):
            raise
        raise yours(error, game.path, grundy.asked) from None
    table.seconds = bounds.cpu_time() - started
    table.worked_out = len(grundy.known)
    return table


def _from_file(error, path):
    return any(frame.filename == path for frame in traceback.extract_tb(error.__traceback__))


# --- Misere play and the SJ theorem ------------------------------------------------------

Misere = namedtuple("Misere", "label wins values sj_wins condition")
"""The exact misere outcome (wins: the player to move wins), the values of
the position's components, the SJ theorem's prediction, and whether its
condition holds among those components (no component of value 0 has a
move)."""


def misere_rows(game, table, seconds=DEFAULT_SECONDS):
    """A Misere for each tabulated position with a value, as far as seconds
    allow: the misere outcome by a search over the position itself (a sum
    is a multiset of games, a move replaces one of them by what it
    leaves), never by a theorem."""
    grundy = games.Grundy(game.moves)
    options = {}

    def parts(component):
        if component not in options:
            options[component] = grundy.options(component)
        return options[component]

    def moves(multiset):
        counts = Counter(dict(multiset))
        for component in counts:
            for left in parts(component):
                after = counts.copy()
                after[component] -= 1
                after.update(left)
                yield frozenset((c, k) for c, k in after.items() if k)

    search = games.Search(moves, misere=True)
    rows = []
    try:
        with bounds.cpu_alarm(seconds):
            for label, position in zip(table.labels, table.positions[:len(table.values)]):
                components = list(_components(position))
                values = [grundy.value(c) for c in components]
                wins = search.wins(frozenset(Counter(components).items()))
                big = any(v > 1 for v in values)
                sj = big if games.nim_sum(values) else not big
                condition = all(v != 0 or not parts(c) for c, v in zip(components, values))
                rows.append(Misere(label, wins, values, sj, condition))
    except bounds.TimeUp:
        pass
    except games.Cycle as cycle:
        raise GameError("the game has a cycle: %s can be reached from itself" % brief(cycle.position)) \
            from None
    except Exception as error:
        if not _from_file(error, game.path):
            raise
        raise yours(error, game.path, grundy.asked) from None
    return rows


def _components(position):
    if isinstance(position, list):
        for part in position:
            yield from _components(part)
    else:
        yield position


# --- Octal and subtraction games -------------------------------------------------------------

def recognise(game, table, seconds=DEFAULT_SECONDS, largest=60):
    """("subtract", [s]) or ("octal", code) if the game on numbers is a
    subtraction or a finite octal game, checked on every heap tabulated up
    to largest; else None (and if seconds of CPU time do not suffice)."""
    if table.kind != "numbers" or game.positions is not None:
        return None
    heaps = [n for n in table.labels[:len(table.values)] if n <= largest]
    if len(heaps) < 10:
        return None
    grundy = games.Grundy(game.moves)
    try:
        with bounds.cpu_alarm(seconds):
            found = {n: {_octal_move(n, parts) for parts in grundy.options(n)} for n in heaps}
    except (Exception, bounds.TimeUp):
        return None
    if any(None in moves for moves in found.values()):
        return None
    digits = [0] * (largest + 1)
    for moves in found.values():
        for k, heaps_left in moves:
            digits[k] |= {0: 1, 1: 2, 2: 4}[heaps_left]
    t = max((k for k in range(len(digits)) if digits[k]), default=0)
    if t == 0 or t > heaps[-1] // 2:
        return None
    if any(found[n] != _octal_moves(digits, n) for n in heaps):
        return None
    if digits[0] == 0 and all(d in (0, 3) for d in digits[1:t + 1]):
        return "subtract", [k for k in range(1, t + 1) if digits[k] == 3]
    text = "%d.%s" % (digits[0], "".join(map(str, digits[1:t + 1])))
    return "octal", text


def _octal_move(n, parts):
    """(tokens removed, heaps left) of a move from a heap of n leaving
    parts, or None if it is no octal move."""
    left = [p for p in parts if p != 0]
    if not all(type(p) is int and p > 0 for p in left) or len(left) > 2:
        return None
    k = n - sum(left)
    return (k, len(left)) if k >= 0 else None


def _octal_moves(digits, n):
    found = set()
    for k, digit in enumerate(digits):
        if k > n:
            break
        left = n - k
        if digit & 1 and k >= 1 and left == 0:
            found.add((k, 0))
        if digit & 2 and k >= 1 and left >= 1:
            found.add((k, 1))
        if digit & 4 and left >= 2:
            found.add((k, 2))
    return found
