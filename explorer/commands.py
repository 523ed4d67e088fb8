"""The subcommands of explore.py: each takes the parsed arguments, prints
what it found (text, or one JSON object with --json) and returns the exit
status. Mistakes in what they are given raise UsageError."""

import json
import sys

from common import paths, userfiles
from common.errors import UsageError
from explorer import graph as game_graphs
from explorer import octal as octal_games
from explorer import anygame, bounds, patterns, show, twopile

NAMES = {"0.77": "Kayles", "0.07": "Dawson's Kayles", "0.137": "Dawson's chess"}


def _print(lines):
    """What a command found, for a terminal: no control character of a game
    file's labels or names gets through raw."""
    print(bounds.visible("\n".join(lines)))


def _check_seconds(args):
    if not 0 < args.seconds <= 86400:
        raise UsageError("--seconds is more than 0, and at most 86400")


def _explore(args, code):
    if not 1 <= args.heaps <= octal_games.MAX_HEAPS:
        raise UsageError("--heaps is 1 to %d" % octal_games.MAX_HEAPS)
    _check_seconds(args)
    if not 1 <= args.values <= octal_games.MAX_HEAPS:
        raise UsageError("--values is 1 to %d" % octal_games.MAX_HEAPS)
    return octal_games.explore(code, args.heaps, args.seconds, args.values, plain=args.plain,
                               progress=not args.json and sys.stderr.isatty())


def octal(args):
    code = octal_games.parse_code(args.code)
    result = _explore(args, code)
    if args.json:
        print(json.dumps(show.octal_json(result, "octal")))
    else:
        name = "The octal game %s" % code.text
        _print(show.octal_text(result, name + (" (%s)" % NAMES[code.text] if code.text in NAMES else "")))
    return 0


def subtract(args):
    code, elements = octal_games.subtraction_code(args.set)
    result = _explore(args, code)
    if args.json:
        print(json.dumps(show.octal_json(result, "subtraction", {"set": elements})))
    else:
        shown = " (the octal game %s)" % code.text if len(code.text) <= 24 else ""
        _print(show.octal_text(result, "The subtraction game S = {%s}%s" % (", ".join(map(str, elements)), shown)))
    return 0


def pn(args):
    _check_seconds(args)
    rules = twopile.parse_rules(args.game)
    found = twopile.p_positions(rules, args.size, args.seconds)
    name = args.game.strip()
    name = "%s (rules %s)" % (name, twopile.NAMED[name.lower()]) if name.lower() in twopile.NAMED else "rules " + name
    if args.svg:
        try:
            with open(args.svg, "w") as picture:
                picture.write(show.pn_svg(name, args.size, found.positions))
        except OSError as error:
            raise UsageError("cannot write %s: %s" % (args.svg, error.strerror or error)) from None
    if args.json:
        print(json.dumps({"game": name, "size": args.size, "rows": found.rows, "stopped": found.rows < args.size,
                          "seconds": round(found.seconds, 3), "p_positions": [list(p) for p in found.positions]}))
    else:
        _print(show.pn_text(name, args.size, found) + (["", "Picture: %s" % args.svg] if args.svg else []))
    return 0


def graph(args):
    text = userfiles.read_file(args.file, game_graphs.MAX_BYTES, "a game graph").decode("utf-8", "replace")
    found = []
    try:
        graphs = game_graphs.read_graphs(text)
    except UsageError as error:
        raise UsageError("%s: %s" % (paths.shown_path(args.file), error)) from None
    for case in graphs:
        values = game_graphs.values(case)
        found.append((case, values, [game_graphs.query_value(values, men) for men in case.queries]))
    if args.json:
        print(json.dumps({"graphs": [{"values": values, "queries": [{"men": men, "xor": value}
                                                                     for men, value in zip(case.queries, xors)]}
                                     for case, values, xors in found]}))
    else:
        _print([line for number, (case, values, xors) in enumerate(found, 1)
                for line in show.graph_text(number, case, values, xors) + [""]][:-1])
    return 0


def _patterns(table, seconds):
    """The patterns a table shows, or None if seconds of CPU time do not
    suffice to look for them."""
    look = {"numbers": patterns.one_pile, "pairs": patterns.two_piles}.get(table.kind)
    try:
        with bounds.cpu_alarm(seconds):
            return look(table.labels, table.values) if look else []
    except bounds.TimeUp:
        return None


def game(args):
    """Within --seconds of CPU time in all: the file's own top level, the
    values (half of what is left), then the patterns, the game's name and
    the misere outcomes, each as far as the time allows."""
    _check_seconds(args)
    deadline = bounds.cpu_time() + args.seconds
    played = anygame.load(args.file, args.seconds)
    table = anygame.tabulate(played, args.size, (deadline - bounds.cpu_time()) / 2)
    findings = _patterns(table, deadline - bounds.cpu_time())
    recognised = anygame.recognise(played, table, deadline - bounds.cpu_time())
    misere = anygame.misere_rows(played, table, deadline - bounds.cpu_time()) if args.misere else None
    if args.svg:
        if table.kind == "pairs":
            picture = show.pn_svg(played.name, table.size, table.p_labels)
        elif table.kind == "numbers":
            picture = show.strip_svg(played.name, table)
        else:
            raise UsageError("--svg draws games on numbers or on pairs of numbers")
        try:
            with open(args.svg, "w") as out:
                out.write(picture)
        except OSError as error:
            raise UsageError("cannot write %s: %s" % (args.svg, error.strerror or error)) from None
    if args.json:
        print(json.dumps(show.game_json(played.name, table, findings, recognised, misere)))
    else:
        _print(show.game_text(played.name, table, findings, recognised, misere) +
               (["", "Picture: %s" % args.svg] if args.svg else []))
    return 0


def bench(args):
    """make bench's rows for the explorer, one JSON list: the octal engine
    proving periods, explore.py game against a plain memoised mex loop."""
    from explorer import bench as rows
    print(json.dumps([list(rows.row()), list(rows.game_row())]))
    return 0


COMMANDS = {"octal": octal, "subtract": subtract, "pn": pn, "graph": graph, "game": game, "bench": bench}
