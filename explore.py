#!/usr/bin/env python3
"""The theory explorer: find the pattern of a game as the problems'
analyses teach it, and prove what can be proven.

  python3 explore.py octal CODE        Grundy values of an octal game (0.77 is Kayles),
                                       its period proven by the octal periodicity theorem
  python3 explore.py subtract 1,3,4    the same for a subtraction game, with its P-positions
  python3 explore.py pn GAME --size N  the P-positions of a two-pile game (nim, wythoff or
                                       move rules such as "k,0 k,k"), a grid, a list, --svg FILE
  python3 explore.py graph FILE        Grundy values of a game graph in chess-game's input format
  python3 explore.py game FILE         any game: FILE is your Python file with moves(position);
                                       its values, P-positions and the patterns they show

--json prints one JSON object instead. This file parses the command line
and dispatches to explorer/commands.py. Exit status: 0 done, 2 a usage
error (one line on stderr), 3 an internal error, 130 interrupted.
"""

import argparse
import os
import re
import sys

from common.errors import InternalError, UsageError
from explorer import octal as octal_games
from explorer import anygame, bounds, twopile
from explorer.commands import COMMANDS


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        """argparse's message, each long word in it (an argument it quotes) cut short."""
        raise UsageError(re.sub(r"\S{%d,}" % bounds.SHOWN, lambda word: bounds.shown(word.group().strip("'")),
                                message))


def _parser():
    parser = _Parser(prog="explore.py", description="Find and prove the pattern of a game.")
    commands = parser.add_subparsers(dest="command")
    octal = commands.add_parser("octal", help="an octal game's Grundy values and proven period")
    octal.add_argument("code", help="the octal code: 0.77 or .77 (Kayles), .07, .137, 4.3")
    subtract = commands.add_parser("subtract", help="a subtraction game's values, period and P-positions")
    subtract.add_argument("set", help="the subtraction set: 1,3,4")
    # A set written -1,2 is the set (refused for its -1), not an unknown
    # option: argparse takes an argument that matches this as a value.
    subtract._negative_number_matcher = re.compile(r"^-[0-9][0-9,]*$")
    for command in (octal, subtract):
        command.add_argument("--json", action="store_true", help="one JSON object on stdout")
        command.add_argument("--heaps", type=int, default=octal_games.DEFAULT_HEAPS, metavar="N",
                             help="compute at most up to heap N (default %d)" % octal_games.DEFAULT_HEAPS)
        command.add_argument("--seconds", type=float, default=octal_games.DEFAULT_SECONDS, metavar="S",
                             help="CPU time the engine may spend (default %g)" % octal_games.DEFAULT_SECONDS)
        command.add_argument("--values", type=int, default=octal_games.DEFAULT_VALUES, metavar="N",
                             help="keep G(0) to G(N - 1) for the tables and --json (default %d)"
                             % octal_games.DEFAULT_VALUES)
        command.add_argument("--plain", action="store_true",
                             help="try every split (slow; to check the sparse-space method)")
    pn = commands.add_parser("pn", help="the P-positions of a two-pile game")
    pn.add_argument("game", help='nim, wythoff, or move rules like "k,0 k,k" or "k,<=k"')
    pn.add_argument("--size", type=int, default=20, metavar="N", help="piles 0 to N - 1 (default 20)")
    pn.add_argument("--seconds", type=float, default=twopile.DEFAULT_SECONDS, metavar="S",
                    help="CPU time the work may take (default %g)" % twopile.DEFAULT_SECONDS)
    pn.add_argument("--svg", metavar="FILE", help="also draw the grid into FILE")
    pn.add_argument("--json", action="store_true", help="one JSON object on stdout")
    graph = commands.add_parser("graph", help="Grundy values of a game graph in chess-game's input format")
    graph.add_argument("file")
    graph.add_argument("--json", action="store_true", help="one JSON object on stdout")
    game = commands.add_parser("game", help="any game whose moves your own Python file gives")
    game.add_argument("file", help="a Python file defining moves(position), and perhaps positions(size)")
    game.add_argument("--size", type=int, metavar="N",
                      help="positions 0 to N - 1, or the N x N square, or positions(N) (default %d, %d, %d)"
                      % (anygame.DEFAULT_SIZE["numbers"], anygame.DEFAULT_SIZE["pairs"], anygame.DEFAULT_SIZE["given"]))
    game.add_argument("--seconds", type=float, default=anygame.DEFAULT_SECONDS, metavar="S",
                      help="CPU time the work may take (default %g)" % anygame.DEFAULT_SECONDS)
    game.add_argument("--misere", action="store_true",
                      help="also the misere outcomes, beside what the SJ theorem predicts")
    game.add_argument("--svg", metavar="FILE", help="also draw the values (numbers) or P-positions (pairs)")
    game.add_argument("--json", action="store_true", help="one JSON object on stdout")
    commands.add_parser("bench", help="make bench's rows for the explorer, as JSON (a benchmark: minutes)")
    return parser


def main(argv=None):
    try:
        args = _parser().parse_args(argv)
        if args.command is None:
            raise UsageError("say what to explore: %s (see --help)" % ", ".join(COMMANDS))
    except UsageError as error:
        return _said(error)
    if args.command == "game":       # the file's own code runs under the kernel's bounds
        try:
            return bounds.in_process_of_its_own(lambda: _run(args), args.seconds)
        except KeyboardInterrupt:
            print("explore.py: interrupted", file=sys.stderr)
            return 130
    return _run(args)


def _said(error):
    print("explore.py: %s" % bounds.visible(str(error)), file=sys.stderr)
    return 2


def _run(args):
    """The command, its errors each one line on stderr (and an exit status)."""
    try:
        return COMMANDS[args.command](args)
    except UsageError as error:
        return _said(error)
    except KeyboardInterrupt:
        print("explore.py: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        sys.stderr.close()
        return 1
    except MemoryError:
        return _said(UsageError("the work took more than the explorer's %d GiB of memory: a smaller --size, "
                                "or a game whose moves() ends" % (bounds.MEMORY >> 30)))
    except RecursionError:
        return _said(UsageError("the game's code recursed deeper than Python allows (a moves() that calls "
                                "itself, or a position nested too deeply)"))
    except Exception as error:          # a fault of ours or of the machine, in one line
        if os.environ.get("JUDGE_TRACEBACK") and not isinstance(error, InternalError):
            raise
        print("explore.py: internal error: %s" % bounds.visible(str(error)), file=sys.stderr)
        return 3


if __name__ == "__main__":
    sys.exit(main())
