#!/usr/bin/env python3
"""A local judge that gives the verdict HDU would give.

  python3 judge.py list | show P | hint P | analysis P | status | path
                   | test [PROBLEM [SOURCE]] | run PROBLEM SOURCE [INPUT]
                   | build | stress PROBLEM [SOURCE] | hack SOURCE --brute B --gen G
                   | export [PROBLEM ...] | new NAME | rejected | bench [PROBLEM SOURCE]

This file parses the command line and dispatches to localjudge/commands.py;
the judge itself is the package localjudge/ (its __init__ lists a module
per concern). Exit status:
0 when all judged is Accepted, 1 when not, 2 on a usage error, 3 when the
judge itself failed (an internal error, never a verdict), 130 when
interrupted.
"""

import os
import signal
import sys


def _interrupted_early(signum, frame):
    """Ctrl-C while the judge starts: nothing is running yet to clean up."""
    os.write(2, b"judge.py: interrupted\n")
    os._exit(130)


signal.signal(signal.SIGINT, _interrupted_early)

import argparse  # noqa: E402

from common.errors import InternalError, UsageError  # noqa: E402
from localjudge import languages, report  # noqa: E402
from localjudge.commands import COMMANDS  # noqa: E402

SOURCE_HELP = "the .c, .cpp, .java or .py file (default: solutions/PROBLEM.c)"


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


def _parser():
    parser = _Parser(prog="judge.py", description="A local judge that gives HDU's verdicts.")
    commands = parser.add_subparsers(dest="command")
    commands.add_parser("list", help="the problems in the path's order: difficulty, judge id, limits, "
                        "whether you have solved each")
    show = commands.add_parser("show", help="a problem's statement, for reading in the terminal")
    show.add_argument("problem")
    hint = commands.add_parser("hint", help="the next hint for a problem, one at a time (recorded)")
    hint.add_argument("problem")
    hint.add_argument("number", nargs="?", type=int, help="this hint (1 for the first) instead of the next")
    analysis = commands.add_parser("analysis", help="a problem's whole analysis (recorded)")
    analysis.add_argument("problem")
    status = commands.add_parser("status", help="your work: each problem solved, tried or not started, the "
                                 "hints and analyses seen, the next problem on the path")
    status.add_argument("--json", action="store_true", help="one JSON object on stdout")
    path = commands.add_parser("path", help="the path through the problems (--readme: as the README's table)")
    path.add_argument("--readme", action="store_true", help="the README's Markdown table")
    commands.add_parser("build", help="build every reference solution with the strict flags")
    test = commands.add_parser("test", help="judge solutions on their test data")
    test.add_argument("problem", nargs="?", help="one problem (default: every problem)")
    test.add_argument("source", nargs="?", help=SOURCE_HELP)
    test.add_argument("--case", action="append", metavar="NAME",
                      help="judge only this test: a test's name, or an .in file anywhere (repeatable)")
    test.add_argument("--json", action="store_true", help="one JSON object per source on stdout")
    test.add_argument("--all", action="store_true", help="run every test, not only up to the first failure")
    test.add_argument("--strict", action="store_true",
                      help="the output must equal the answer byte for byte, but for a missing final newline")
    test.add_argument("--robust", action="store_true",
                      help="let the robustness set (layouts outside the statement) count toward the verdict")
    test.add_argument("--beyond", action="store_true",
                      help="let the tests beyond the real judge's data count toward the verdict")
    test.add_argument("--quiet", action="store_true", help="do not show the compiler's warnings")
    run = commands.add_parser("run", help="run a solution on an input of your own, and check its answers")
    run.add_argument("problem")
    run.add_argument("source", help="the .c, .cpp, .java or .py file")
    run.add_argument("input", nargs="?", help="the input file (default: standard input)")
    for command in (test, run):
        command.add_argument("--time-limit", type=float, metavar="SECONDS")
        command.add_argument("--memory-limit", type=int, metavar="MB")
        command.add_argument("--output-limit", type=float, metavar="MB")
        command.add_argument("--std", metavar="STD", help="the -std= of the source's language (default: the "
                             "real judge's, e.g. gnu++98 for HDU's and POJ's G++)")
    stress_parser = commands.add_parser("stress", help="compare a solution with the oracle on generated inputs")
    stress_parser.add_argument("problem")
    stress_parser.add_argument("source", nargs="?", help=SOURCE_HELP)
    stress_parser.add_argument("--seed", type=int, default=0, help="the same seed gives the same inputs (default 0)")
    stress_parser.add_argument("--time", type=float, default=10.0, metavar="SECONDS", help="budget (default 10)")
    stress_parser.add_argument("--count", type=int, metavar="N", help="stop after N cases")
    stress_parser.add_argument("--out", metavar="DIR", help="where a failing case is written (default: build/stress)")
    stress_parser.add_argument("--json", action="store_true", help="one JSON object on stdout")
    stress_parser.add_argument("--robust", action="store_true",
                               help="also try layouts outside the statement (CRLF, a missing terminator, ...)")
    for command in (test, run, stress_parser):
        command.add_argument("--python", choices=sorted(languages.PYTHON_INTERPRETERS), default="python3",
                             help="what runs a .py source (default: python3)")
    for command in (test, stress_parser):
        command.add_argument("--sanitize", action="store_true",
                             help="also build a C or C++ source with the address, undefined-behaviour and memory "
                             "sanitizers, and name the first thing they report")
    hack = commands.add_parser("hack", help="compare a solution with your own brute force on inputs from "
                               "your own generator (any problem)")
    hack.add_argument("source", help="the .c, .cpp, .java or .py file")
    hack.add_argument("--brute", metavar="BRUTE", help="your brute force (.c, .cpp or .py)")
    hack.add_argument("--gen", metavar="GEN", help="your generator (.c, .cpp or .py), run as GEN SEED SIZE")
    hack.add_argument("--seed", type=int, default=0, help="the same seed gives the same inputs (default 0)")
    hack.add_argument("--time", type=float, default=10.0, metavar="SECONDS", help="budget (default 10)")
    hack.add_argument("--checker", metavar="CHECKER", help="a checker in the Kattis protocol (exit 42 or 43)")
    hack.add_argument("--problem", metavar="NAME", help="one of ours: its limits, dialect and validator")
    hack.add_argument("--strict", action="store_true", help="compare byte for byte, not by HDU's rule")
    hack.add_argument("--case", metavar="FILE", help="judge SOURCE again on an input hack wrote (FILE.in, "
                      "with FILE.ans beside it), instead of searching")
    hack.add_argument("--out", metavar="DIR", help="where a failing case is written (default: build/hack)")
    export = commands.add_parser("export", help="write problems as DOMjudge and Kattis (problemtools) packages")
    export.add_argument("problems", nargs="*", metavar="PROBLEM", help="the problems (default: every problem)")
    export.add_argument("--to", metavar="DIR", default=None, help="where (default: build/export)")
    export.add_argument("--training", action="store_true", help="the statements with their analysis, for a class "
                        "(default: the contest form, statement, limits and sample only)")
    contest = commands.add_parser("contest", help="a contest of problems for DOMjudge: contest.yaml, "
                                  "problemset.yaml, the problem set's PDF and every problem's package")
    contest.add_argument("problems", nargs="+", metavar="PROBLEM", help="the problems, in the order of their letters")
    contest.add_argument("--to", metavar="DIR", required=True, help="the contest's folder (and DIR.zip beside it)")
    contest.add_argument("--title", required=True, help="the contest's name, as teams see it")
    contest.add_argument("--start", metavar="'YYYY-MM-DD HH:MM'", help="its start, local time (default: "
                         "tomorrow at 18:00)")
    contest.add_argument("--duration", default="3:00", metavar="H:MM", help="its length (default 3:00)")
    for command in (export, contest):
        command.add_argument("--license", metavar="LICENSE", help="the license problem.yaml gives, in problemtools' "
                             "words (default: the problem's own, else educational; another word lists them)")
        command.add_argument("--with-source", action="store_true", help="name the real judge's problem in "
                             "problem.yaml (left out by default: nothing for teams to look the problem up by)")
        command.add_argument("--author", help="problem.yaml's author, for problems of your own")
        command.add_argument("--source", help="problem.yaml's source, for problems of your own")
    contest.add_argument("--training", action="store_true", help="the statements with their analysis")
    contest.add_argument("--time-limit", action="append", metavar="[PROBLEM=]SECONDS",
                         help="the time limit of every problem, or of one (repeatable)")
    contest.add_argument("--memory-limit", action="append", metavar="[PROBLEM=]MB",
                         help="the memory limit of every problem, or of one (repeatable)")
    new = commands.add_parser("new", help="start a problem of your own: statement, solution, oracle, data")
    new.add_argument("name", help="lower-case words joined by '-', like take-stones")
    new.add_argument("--judge", default="local", help='its judge id, like "HDU 1234" (default: local, our own)')
    new.add_argument("--author", help="who wrote it (problem.yaml's author when exported)")
    new.add_argument("--source", help="where it comes from, as teams may read it (problem.yaml's source)")
    new.add_argument("--license", help="its license, in problemtools' words (default: educational)")
    rejected_parser = commands.add_parser("rejected", help="check every solutions/rejected/ file gets its verdict")
    rejected_parser.add_argument("problems", nargs="*", metavar="PROBLEM", help="only these problems' files")
    bench_parser = commands.add_parser("bench", help="how fast: SOURCE against the I/O floor on PROBLEM's "
                                       "largest input; with no PROBLEM, everything (make bench)")
    bench_parser.add_argument("problem", nargs="?")
    bench_parser.add_argument("source", nargs="?", help=SOURCE_HELP)
    return parser


def main(argv=None):
    signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        args = _parser().parse_args(argv)
        if args.command is None:
            raise UsageError("say what to do: %s (see --help)" % ", ".join(COMMANDS))
        status = COMMANDS[args.command](args)
        signal.signal(signal.SIGINT, signal.SIG_IGN)    # done: a late Ctrl-C changes nothing
        return status
    except UsageError as error:
        print("judge.py: %s" % report.visible(str(error)), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        signal.signal(signal.SIGINT, signal.SIG_IGN)     # a second Ctrl-C cannot cut the cleanup short
        print("judge.py: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:                             # the reader of our output went away
        sys.stderr.close()
        return 1
    except Exception as error:        # the judge failed (InternalError), or the machine failed it, or a fault
        if os.environ.get("JUDGE_TRACEBACK") and not isinstance(error, InternalError):
            raise
        print("judge.py: internal error: %s" % report.visible(report.internal_error(error)), file=sys.stderr)
        return 3


if __name__ == "__main__":
    sys.exit(main())
