"""make bench's lines for explore.py. A benchmark, never a test.

  row()        the octal engine: how long it takes to prove the periods of
               the octal games with the longest known preperiods among
               codes of up to three digits, against the plain mex (every
               split of every heap), which is timed on a quarter of the
               heaps and scaled by 16, its cost growing as the square of
               the heaps
  game_row()   explore.py game: the values of a game of 10^6 positions of
               10 moves each, against a plain memoised mex loop over the
               same moves()
Each returns (what, ours, baseline, ratio, aim), as localjudge/bench.py's
rows; explore.py bench prints them as JSON for make bench.
"""

import time

from explorer import anygame, octal

TARGETS = ["0.16", "0.56"]              # within a minute each, the aim
STRETCH = ["0.376", "0.354"]            # proven in 1989 and 2002: how fast here
SECONDS = 600.0                         # CPU time each may take, at most
SHARE = 4                               # the plain mex runs to 1 / SHARE of the heaps


def _proof(text):
    result = octal.explore(octal.parse_code(text), seconds=SECONDS, values=1)
    if result.period is None:
        return result, "%s not proven (heaps 0 to %d, %.1f s of CPU time)" % (text, result.heaps, result.seconds)
    return result, "%s: period %d from heap %d, %.2f s of CPU time" % (text, result.period, result.preperiod,
                                                                      result.seconds)


def row():
    octal.engine()                      # built before the clock starts: the rows time the engine alone
    proofs = [_proof(text) for text in TARGETS + STRETCH]
    plain = []
    for text, (result, _) in zip(TARGETS, proofs):
        quarter = octal.explore(octal.parse_code(text), heaps=result.heaps // SHARE, seconds=SECONDS, values=1,
                                plain=True)
        plain.append((text, quarter.seconds * SHARE * SHARE, result.seconds))
    return ("explore.py octal: periods proven by the octal periodicity theorem",
            "; ".join(shown for _, shown in proofs),
            "plain mex: " + "; ".join("%s ~%.0f s" % (text, theirs) for text, theirs, _ in plain),
            ", ".join("%.3fx" % (ours / theirs) for _, theirs, ours in plain),
            "%s <= 60 s each" % " and ".join(TARGETS))


GAME_POSITIONS = 10 ** 6
GAME_TAKES = (1, 2, 3, 5, 8, 13, 21, 34, 55, 89)     # a subtraction game: 10 moves a position
AIM_GAME = 1.5


def _game_moves(n):
    return [n - take for take in GAME_TAKES if take <= n]


def _plain_loop():
    """The loop a contestant writes: every position's mex, in order."""
    values = {}
    for n in range(GAME_POSITIONS):
        reached = {values[after] for after in _game_moves(n)}
        value = 0
        while value in reached:
            value += 1
        values[n] = value
    return values


def game_row():
    game = anygame.Game("bench", "bench", _game_moves, None)
    rounds = []
    for _ in range(3):                  # interleaved: the machine's pace changes
        started = time.process_time()
        table = anygame.tabulate(game, GAME_POSITIONS, seconds=600)
        ours = time.process_time() - started
        started = time.process_time()
        plain = _plain_loop()
        rounds.append((ours, time.process_time() - started))
        assert table.values[-1] == plain[GAME_POSITIONS - 1] and not table.stopped
    ours, theirs = sorted(rounds)[1]
    return ("explore.py game: values of 10^6 positions, 10 moves each", "%.2f s" % ours,
            "plain memoised mex loop: %.2f s" % theirs, "%.2fx" % (ours / theirs), "<= %gx" % AIM_GAME)
