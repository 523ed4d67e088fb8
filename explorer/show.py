"""What a person reads: the tables of values as the problems' analyses
print them (rows as long as the period, the exceptions marked), the
P-positions of a two-pile game as a grid, a list and an SVG picture, and
a graph's values. Pure functions of what was computed: no I/O.
"""

import textwrap

from explorer import octal as octal_games
from oracles.games import brief

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
    lines = _say("%s: Grundy values G(n) of a heap of n tokens, computed for n = 0 to %d in %.2f s of CPU "
                 "time%s."
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

def pn_text(name, size, found):
    """The report on a two-pile game's P-positions (twopile.Found), as lines."""
    positions = found.positions
    lines = _say("%s, piles 0 to %d: %d P-positions (the player to move loses), found in %.2f s of CPU time."
                 % (name, size - 1, len(positions), found.seconds))
    if found.rows < size:
        lines += _say("The time ran out (--seconds) when %d of the %d rows a were worked out; all that follows "
                      "is about those rows (? in the grid: not worked out)." % (found.rows, size))
    if size <= MAX_GRID:
        lose = set(positions)
        width = len(str(size - 1)) + 1
        labels = ["x \\ y"] + [str(x) for x in range(size)]
        rows = [[str(y) for y in range(size)]]
        rows += [["P" if (x, y) in lose else "." if x < found.rows else "?" for y in range(size)]
                 for x in range(size)]
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


# --- Any game ------------------------------------------------------------------------------

LISTED_POSITIONS = 200      # positions listed one by one, at most


def game_text(name, table, findings, recognised=None, misere=None):
    """The report on a contestant's game, as lines."""
    done = len(table.values)
    what = {"numbers": "positions 0 to %d" % (table.labels[-1]) if table.kind == "numbers" and
            table.labels == list(range(len(table.labels))) else "%d numbered positions" % len(table.labels),
            "pairs": "pairs of a %d x %d square" % (table.size, table.size) if table.kind == "pairs" and
            len(table.labels) == table.size ** 2 else "%d positions numbered by pairs" % len(table.labels),
            "given": "%d positions from positions(%d)" % (len(table.labels), table.size)}[table.kind]
    lines = _say("%s: Grundy values (normal play: the player who cannot move loses) of %s, worked out in "
                 "%.2f s of CPU time; %d position%s valued in all." % (name, what, table.seconds, table.worked_out,
                                                          "" if table.worked_out == 1 else "s"))
    if table.stopped:
        lines += _say("The time ran out (--seconds) after %d of the %d positions; all that follows is about "
                      "those %d." % (done, len(table.labels), done))
        depth, at = table.deepest
        if depth > 1000:
            lines += _say("The search was %d positions deep, at %s: if that is more than the game's longest "
                          "play, moves() leads somewhere the game never ends (below zero, say)."
                          % (depth, brief(at)))
    lines.append("")
    lines += {"numbers": _number_values, "pairs": _pair_values, "given": _given_values}[table.kind](table)
    p_labels = table.p_labels
    lines += [""] + _say("P-positions (value 0: the player to move loses): %s."
                         % (_listed([_label(p) for p in p_labels]) if p_labels else "none"))
    lines += [""]
    if findings is None:
        lines += _say("The time ran out (--seconds) before the patterns were looked for.")
    elif findings:
        lines.append("Patterns:")
        for finding in findings:
            lines += ["- " + line if i == 0 else "  " + line for i, line in enumerate(_say(finding.text))]
    elif table.kind != "given":
        lines += _say("No pattern among those looked for was seen: periods and arithmetic periods, P-positions "
                      "as residue classes or as known sequences%s." % (
                          " (lines, classes of residues, Wythoff's pairs, the golden cone)"
                          if table.kind == "pairs" else ""))
    if recognised:
        kind, code = recognised
        shown = ",".join(map(str, code)) if kind == "subtract" else code
        lines += [""] + _say("This is the %s %s: `python3 explore.py %s %s` computes its values further and "
                             "proves its period." % ("subtraction game" if kind == "subtract" else "octal game",
                                                     "{%s}" % ", ".join(map(str, code)) if kind == "subtract"
                                                     else code, kind, shown))
    if misere is not None:
        lines += [""] + _misere(misere, done)
    return lines


def _label(label):
    if isinstance(label, tuple) and len(label) == 2 and all(type(v) is int for v in label):
        return "(%d, %d)" % label
    return brief(label)


def _number_values(table):
    values, labels = table.values, table.labels
    count = min(len(values), PLAIN_VALUES)
    if labels[:count] != list(range(labels[0], labels[0] + count)):
        return _given_values(table)
    columns = min(PLAIN_ROW, count)
    width = max(len(str(v)) for v in values[:count] + [columns - 1]) + 1
    first = labels[0]
    rows_at = range(0, count, PLAIN_ROW)
    head = ["G(%d) to G(%d), %d a row:" % (first, first + count - 1, PLAIN_ROW)]
    return head + _table(["n"] + ["%d+" % (first + start) for start in rows_at],
                         [[str(j) for j in range(columns)]] +
                         [[str(v) for v in values[start:start + PLAIN_ROW]] for start in rows_at], width)


def _pair_values(table):
    value = dict(zip(table.labels, table.values))
    rows = sorted({a for a, _ in value})
    columns = sorted({b for _, b in value})
    if len(rows) > MAX_GRID or len(columns) > MAX_GRID:
        return _given_values(table)
    width = max(len(str(v)) for v in list(value.values()) + columns) + 1
    return ["G(a, b), a down, b across:"] + _table(
        ["a \\ b"] + [str(a) for a in rows],
        [[str(b) for b in columns]] + [[str(value[(a, b)]) if (a, b) in value else "" for b in columns]
                                       for a in rows], width)


def _given_values(table):
    shown = list(zip(table.labels, table.values))[:LISTED_POSITIONS]
    lines = ["%s: %d" % (_label(label), value) for label, value in shown]
    if len(table.values) > LISTED_POSITIONS:
        lines.append("... (%d positions in all)" % len(table.values))
    return lines


def _misere(rows, done):
    lines = _say("Misere play (the player who cannot move wins), searched on each position itself; beside it "
                 "the SJ theorem's prediction from the normal-play values of its games (the first player wins "
                 "iff the xor is not 0 and some game is worth 2 or more, or the xor is 0 and none is), which "
                 "holds when no game of value 0 has a move:")
    if len(rows) < done:
        lines += _say("The time ran out after %d of the %d positions." % (len(rows), done))
    wins = [row.label for row in rows if row.wins]
    lines += _say("Misere wins for the player to move: %s." % (_listed([_label(w) for w in wins]) or "none"))
    wrong = [row for row in rows if row.wins != row.sj_wins]
    failing = [row for row in rows if not row.condition]
    lines += _say("The SJ theorem's prediction agrees on %d of the %d positions." % (len(rows) - len(wrong), len(rows)))
    for row in wrong[:MAX_LISTED]:
        lines += _say("- %s: the player to move %s, the SJ rule says %s (values %s; %s)." % (
            _label(row.label), "wins" if row.wins else "loses", "wins" if row.sj_wins else "loses",
            " ".join(map(str, row.values)), "a game of value 0 has a move here: the condition fails"
            if not row.condition else "the condition holds here, but fails at a position play reaches"))
    if failing and not wrong:
        lines += _say("Its condition fails at %d of them (a game of value 0 has a move), without a wrong "
                      "prediction among those tabulated." % len(failing))
    return lines


def strip_svg(name, table):
    """One-pile values as a strip of cells, n across from the first label,
    the value in each cell and P-positions black."""
    values, labels = table.values, table.labels
    cell, margin, per_row = 22, 30, 40
    rows = -(-len(values) // per_row)
    width, height = margin + per_row * cell + 4, margin + rows * (cell + 14) + 20
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" '
             'font-family="sans-serif" font-size="10">' % (width, height, width, height),
             "<title>%s: Grundy values</title>" % _escape(name),
             '<rect x="0" y="0" width="%d" height="%d" fill="white"/>' % (width, height)]
    for i, (label, value) in enumerate(zip(labels, values)):
        x, y = margin + (i % per_row) * cell, margin + (i // per_row) * (cell + 14)
        fill, ink = ("black", "white") if value == 0 else ("#e8eef7", "black")
        parts.append('<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="#999"/>' % (x, y, cell, cell, fill))
        parts.append('<text x="%d" y="%d" text-anchor="middle" fill="%s">%d</text>' % (x + cell // 2, y + 15, ink, value))
        if i % 5 == 0:
            parts.append('<text x="%d" y="%d" text-anchor="middle" fill="#666">%s</text>'
                         % (x + cell // 2, y + cell + 11, label))
    parts.append('<text x="%d" y="%d">%s: G(n) in each cell, P-positions black</text>'
                 % (margin, height - 6, _escape(name)))
    return "\n".join(parts + ["</svg>"]) + "\n"


def game_json(name, table, findings, recognised=None, misere=None):
    """The JSON object of a contestant's game."""
    data = {
        "game": name, "kind": table.kind, "size": table.size, "positions": len(table.labels),
        "valued": len(table.values), "worked_out": table.worked_out, "stopped": table.stopped,
        "seconds": round(table.seconds, 3),
        "values": [[_json_label(label), value] for label, value in zip(table.labels, table.values)],
        "p_positions": [_json_label(label) for label in table.p_labels],
        "patterns": None if findings is None else
        [dict(finding.data, kind=finding.kind, text=finding.text) for finding in findings],
        "recognised": {"kind": recognised[0], "code": recognised[1]} if recognised else None,
    }
    if misere is not None:
        data["misere"] = [{"position": _json_label(row.label), "wins": row.wins, "values": row.values,
                           "sj_wins": row.sj_wins, "condition": row.condition} for row in misere]
    return data


def _json_label(label):
    if type(label) is int and label.bit_length() < 60 or type(label) is str and len(label) <= 1000:
        return label
    if type(label) is tuple and all(type(v) is int and v.bit_length() < 60 for v in label):
        return list(label)
    return brief(label, 1000)
