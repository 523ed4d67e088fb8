"""What a person reads: the tables of values as the problems' analyses
print them (rows as long as the period, the exceptions marked), the
P-positions of a two-pile game as a grid, a list and an SVG picture, and
a graph's values. Pure functions of what was computed: no I/O.
"""

import textwrap

from explorer import octal as octal_games

WIDEST_ROWS = 36        # a period up to this long is shown in rows of its length
PLAIN_ROW = 20          # values a row otherwise
PLAIN_VALUES = 200      # values shown otherwise
MAX_LISTED = 40         # exceptions listed one by one, at most
MAX_GRID = 40           # a text grid up to this size


def _table(labels, rows, width):
    """Rows of cells (strings) under a label column, right-aligned."""
    label_width = max(len(label) for label in labels)
    return [label.rjust(label_width) + " " + "".join(cell.rjust(width) for cell in row).rstrip()
            for label, row in zip(labels, rows)]


def _say(text):
    """A paragraph, as lines of at most 78 characters."""
    return textwrap.wrap(text, 78, break_on_hyphens=False)


def _listed(numbers, most=MAX_LISTED):
    shown = ", ".join(map(str, numbers[:most]))
    return shown + (", ... (%d in all)" % len(numbers) if len(numbers) > most else "")


# --- Octal and subtraction games -----------------------------------------------------------

def octal_text(result, name):
    """The report on an octal or subtraction game, as lines."""
    lines = _say("%s: Grundy values G(n) of a heap of n tokens, computed for n = 0 to %d in %.2f s%s."
                 % (name, result.heaps, result.seconds, " (the time budget ran out)" if result.stopped else ""))
    if result.period is not None:
        lines += _proven(result)
    else:
        lines += _unproven(result)
    lines += _sparse(result)
    return lines


def _proven(result):
    e, p, t = result.preperiod, result.period, result.code.t
    lines = _say("Period %d from heap %d, proven: G(n + %d) = G(n) holds for every n with %d <= n < %d "
                 "(2e + p + t, with t = %d the most tokens a move removes), so for every n >= %d by the "
                 "octal periodicity theorem." % (p, e, p, e, 2 * e + p + t, t, e))
    lines += _say("Preperiod %d: heaps counted from 0, the smallest e with G(n + %d) = G(n) for every n >= e%s."
                  % (e, p, "; the last exception is G(%d)" % (e - 1) if e else ""))
    if e % p and p <= WIDEST_ROWS:
        lines += _say("Rows of %d start at multiples of %d: the first row wholly periodic starts at heap %d, "
                      "which is the number some tables give." % (p, p, e + p - e % p))
    exceptions = octal_games.exceptions(result)
    if p <= WIDEST_ROWS and exceptions is not None and _rows_end(e, p) <= len(result.values):
        lines += [""] + _period_rows(result, exceptions)
    else:
        lines += [""] + _first_values(result)
    if exceptions is None:
        lines += [""] + _say("%d exceptions below the preperiod (heaps whose value differs from the one "
                             "its column settles on)." % result.exception_count)
    elif exceptions:
        lines += [""] + _say("%d exceptions (G(n) differs from the value its column settles on, marked *):"
                             % len(exceptions))
        if len(exceptions) <= MAX_LISTED:
            width = max(len(str(cell)) for row in exceptions for cell in row) + 1
            lines += _table(["n", "G(n)", "period"], [[str(row[i]) for row in exceptions] for i in range(3)],
                            width)
        else:
            lines.append("too many to list; the last is G(%d)." % exceptions[-1][0])
    lines += _p_positions(result)
    return lines


def _rows_end(e, p):
    """Where the rows of p shown end: after the first wholly periodic row,
    and one more."""
    return (e + p - 1) // p * p + 2 * p


def _period_rows(result, exceptions):
    e, p, values = result.preperiod, result.period, result.values
    marked = {n for n, _, _ in exceptions}
    last_row = _rows_end(e, p) - p
    width = max(len(str(v)) for v in values[:last_row + p] + [p - 1]) + 2
    labels = ["n"] + ["%d+" % start for start in range(0, last_row + 1, p)] + ["period"]
    rows = [[str(j) + " " for j in range(p)]]
    rows += [[str(values[n]) + ("*" if n in marked else " ") for n in range(start, start + p)]
             for start in range(0, last_row + 1, p)]
    rows.append([str(octal_games.settled(result, j)) + " " for j in range(p)])
    return _table(labels, rows, width)


def _first_values(result, count=PLAIN_VALUES):
    values = result.values[:count]
    if not values:
        return []
    width = max(len(str(v)) for v in values + [PLAIN_ROW - 1]) + 1
    labels = ["n"] + ["%d+" % start for start in range(0, len(values), PLAIN_ROW)]
    rows = [[str(j) for j in range(PLAIN_ROW)]]
    rows += [[str(v) for v in values[start:start + PLAIN_ROW]] for start in range(0, len(values), PLAIN_ROW)]
    return ["G(0) to G(%d), %d a row:" % (len(values) - 1, PLAIN_ROW)] + _table(labels, rows, width)


def _p_positions(result):
    found = octal_games.p_positions(result)
    if found is None:
        return []
    below, residues = found
    e, p = result.preperiod, result.period
    parts = ["n = %s" % _listed(below)] if below else []
    if residues:
        listed = ", ".join(map(str, residues[:-1])) + " or " * (len(residues) > 1) + str(residues[-1])
        parts.append("every n%s with n mod %d = %s" % (" >= %d" % e if e else "", p, listed))
    if below and not residues:
        parts.append("none from heap %d on" % e)
    return [""] + _say("P-positions (G(n) = 0, the player to move loses): %s." % (" and ".join(parts) or "none"))


def _unproven(result):
    lines = []
    if result.candidate:
        e, p, needed = result.candidate
        lines += _say("No period proven yet. Seen: G(n + %d) = G(n) for every n from %d to %d; the octal "
                      "periodicity theorem needs the values up to heap %d to prove it (--heaps %d, and "
                      "more --seconds if the time runs out)." % (p, e, result.heaps - p, needed, needed))
    else:
        lines += _say("No period proven, none seen: the last %d values appear nowhere earlier. The values "
                      "reach %d." % (result.window, result.max_value))
    return lines + [""] + _first_values(result)


def _sparse(result):
    mask, by_heap, count = result.sparse
    if not mask:
        return []
    return [""] + _say("Sparse space: a heap is rare when its value has an even number of 1-bits under the "
                       "mask %d (binary %s)%s; %d of heaps 1 to %d are, and only those were paired with "
                       "every heap." % (mask, bin(mask)[2:], ", counting the heap's own parity as one more "
                                        "bit" if by_heap else "", count, result.heaps))


def octal_json(result, game, extra=None):
    """The JSON object of an octal or subtraction game's result."""
    e, p = result.preperiod, result.period
    found = octal_games.p_positions(result)
    data = {
        "game": game, "code": result.code.text, "t": result.code.t,
        "preperiod": e, "period": p, "proven": p is not None,
        "checked": [e, 2 * e + p + result.code.t] if p is not None else None,
        "needed_heaps": result.needed if p is not None else None,
        "candidate": dict(zip(("preperiod", "period", "needed_heaps"), result.candidate))
        if result.candidate else None,
        "heaps": result.heaps, "stopped": result.stopped, "seconds": round(result.seconds, 3),
        "max_value": result.max_value, "exceptions": result.exception_count,
        "p_positions": {"below_preperiod": found[0], "residues": found[1]} if found else None,
        "sparse": {"mask": result.sparse[0], "heap_parity": bool(result.sparse[1]), "sparse_heaps": result.sparse[2]}
        if result.sparse[0] else None,
        "values": result.values,
    }
    data.update(extra or {})
    return data


# --- Two-pile games ------------------------------------------------------------------------

def pn_text(name, size, positions):
    lines = _say("%s, piles 0 to %d: %d P-positions (the player to move loses)." % (name, size - 1, len(positions)))
    if size <= MAX_GRID:
        lose = set(positions)
        width = len(str(size - 1)) + 1
        labels = ["x \\ y"] + [str(x) for x in range(size)]
        rows = [[str(y) for y in range(size)]]
        rows += [["P" if (x, y) in lose else "." for y in range(size)] for x in range(size)]
        lines += [""] + _table(labels, rows, width)
    pairs = [(a, b) for a, b in positions if a <= b]
    lines += ["", "The P-positions with a <= b, in order of a:"]
    for start in range(0, len(pairs), PLAIN_ROW):
        chunk = pairs[start:start + PLAIN_ROW]
        width = max(len(str(v)) for pair in chunk for v in pair) + 1
        lines += _table(["a", "b"], [[str(a) for a, _ in chunk], [str(b) for _, b in chunk]], width)
    return lines


def pn_svg(name, size, positions):
    """The grid the analyses draw, as SVG: x down, y across, from 0; a
    black square on each P-position."""
    cell = max(2, min(16, 640 // size))
    margin = 28
    side = margin + cell * size + 4
    step = next(s for s in (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000) if s * cell >= 24)
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" '
             'font-family="sans-serif" font-size="10">' % (side, side + 14, side, side + 14),
             "<title>%s: P-positions, piles 0 to %d</title>" % (_escape(name), size - 1),
             '<rect x="0" y="0" width="%d" height="%d" fill="white"/>' % (side, side + 14)]
    if cell >= 6:
        for i in range(size + 1):
            at = margin + i * cell
            parts.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#ddd"/>' % (margin, at, side - 4, at))
            parts.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#ddd"/>' % (at, margin, at, side - 4))
    for i in range(0, size, step):
        middle = margin + i * cell + cell // 2
        parts.append('<text x="%d" y="%d" text-anchor="middle">%d</text>' % (middle, margin - 6, i))
        parts.append('<text x="%d" y="%d" text-anchor="end" dominant-baseline="middle">%d</text>'
                     % (margin - 4, middle, i))
    parts.append('<text x="4" y="12">x \\ y</text>')
    for x, y in positions:
        parts.append('<rect x="%d" y="%d" width="%d" height="%d" fill="black"/>'
                     % (margin + y * cell, margin + x * cell, cell, cell))
    parts.append('<text x="%d" y="%d">%s: %d P-positions</text>'
                 % (margin, side + 10, _escape(name), len(positions)))
    return "\n".join(parts + ["</svg>"]) + "\n"


def _escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


# --- Game graphs ----------------------------------------------------------------------------

def graph_text(number, case, values, query_values):
    lines = ["graph %d: %d positions, %d queries" % (number, len(values), len(case.queries))]
    width = max(len(str(v)) for v in values + [min(len(values), PLAIN_ROW) - 1]) + 1
    for start in range(0, len(values), PLAIN_ROW):
        chunk = range(start, min(start + PLAIN_ROW, len(values)))
        lines += _table(["position", "G"], [[str(v) for v in chunk], [str(values[v]) for v in chunk]], width)
    for men, value in zip(case.queries, query_values):
        lines.append("chessmen on %s: xor %d, %s" % (" ".join(map(str, men)), value,
                                               "WIN (the first player wins)" if value else "LOSE"))
    return lines
