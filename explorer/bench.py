"""make bench's line for explore.py's engine: how long it takes to prove
the periods of the octal games with the longest known preperiods among
codes of up to three digits, against the plain mex (every split of every
heap), which is timed on a quarter of the heaps and scaled by 16, its
cost growing as the square of the heaps. A benchmark, never a test.

  row()   -> (what, ours, baseline, ratio, aim), as localjudge/bench.py's rows
"""

from explorer import octal

TARGETS = ["0.16", "0.56"]              # within a minute each, the aim
STRETCH = ["0.376", "0.354"]            # proven in 1989 and 2002: how fast here
SECONDS = 600.0                         # CPU time each may take, at most
SHARE = 4                               # the plain mex runs to 1 / SHARE of the heaps


def _proof(text):
    result = octal.explore(octal.parse_code(text), seconds=SECONDS, values=1)
    if result.period is None:
        return result, "%s not proven (heaps 0 to %d, %.1f s)" % (text, result.heaps, result.seconds)
    return result, "%s: period %d from heap %d, %.2f s" % (text, result.period, result.preperiod, result.seconds)


def row():
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
