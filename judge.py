#!/usr/bin/env python3
"""A local judge that gives the verdict HDU would give.

  python3 judge.py list                      the problems, judge ids, limits
  python3 judge.py test                      judge every reference solution
  python3 judge.py test PROBLEM [SOURCE]     judge SOURCE (.c or .cpp) on
                                             testdata/PROBLEM/
  python3 judge.py build                     build every reference solution
                                             with the strict flags
  python3 judge.py stress PROBLEM [SOURCE]   search for an input SOURCE gets
                                             wrong, against the oracle
  python3 judge.py rejected                  check solutions/rejected/ get
                                             the verdicts they name

This file parses the command line and dispatches; the judge itself is the
package localjudge/ (its __init__ lists a module per concern).
Exit status: 0 when all judged is Accepted, 1 when not, 2 on a usage error,
3 when the judge itself failed (an internal error, never a verdict).
"""

import argparse
import json
import os
import re
import sys

from localjudge import build, paths, rejected, report, stress
from localjudge.errors import InternalError, UsageError
from localjudge.judging import judge_in_parallel
from localjudge.limits import HIGHEST
from localjudge.problems import Problem, problem_names
from localjudge.verdicts import Verdict


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


def _parser():
    parser = _Parser(prog="judge.py", description="A local judge that gives HDU's verdicts.")
    commands = parser.add_subparsers(dest="command")
    commands.add_parser("list", help="show the problems with their judge ids and limits")
    commands.add_parser("build", help="build every reference solution with the strict flags")
    test = commands.add_parser("test", help="judge solutions on their test data")
    test.add_argument("problem", nargs="?", help="one problem (default: every problem)")
    test.add_argument("source", nargs="?", help="the .c or .cpp file (default: solutions/PROBLEM.c)")
    test.add_argument("--time-limit", type=float, metavar="SECONDS")
    test.add_argument("--memory-limit", type=int, metavar="MB")
    test.add_argument("--output-limit", type=float, metavar="MB")
    test.add_argument("--json", action="store_true", help="one JSON object per source on stdout")
    test.add_argument("--all", action="store_true", help="run every test, not only up to the first failure")
    test.add_argument("--strict", action="store_true", help="demand byte equality (but a final newline)")
    test.add_argument("--std", metavar="STD", help="the -std= of the source's language (default: the "
                      "real judge's, e.g. gnu++98 for HDU's and POJ's G++)")
    test.add_argument("--robust", action="store_true",
                      help="let the robustness set (layouts outside the statement) count toward the verdict")
    stress_parser = commands.add_parser("stress", help="compare a solution with the oracle on generated inputs")
    stress_parser.add_argument("problem")
    stress_parser.add_argument("source", nargs="?", help="the .c or .cpp file (default: solutions/PROBLEM.c)")
    stress_parser.add_argument("--seed", type=int, default=0, help="the same seed gives the same inputs (default 0)")
    stress_parser.add_argument("--time", type=float, default=10.0, metavar="SECONDS", help="budget (default 10)")
    stress_parser.add_argument("--count", type=int, metavar="N", help="stop after N cases")
    stress_parser.add_argument("--out", default=".", metavar="DIR", help="where a failing case is written")
    stress_parser.add_argument("--json", action="store_true", help="one JSON object on stdout")
    stress_parser.add_argument("--robust", action="store_true",
                               help="also try layouts outside the statement (CRLF, a missing terminator, ...)")
    commands.add_parser("rejected", help="check every solutions/rejected/ file gets its verdict")
    return parser


def limit_overrides(args):
    """{"time", "memory", "output"}: the limits the command line sets, checked."""
    overrides = {"time": args.time_limit, "memory": args.memory_limit, "output": args.output_limit}
    for name, value in overrides.items():
        if value is not None and not 0 < value <= HIGHEST[name]:
            raise UsageError("--%s-limit must be above 0 and at most %g" % (name, HIGHEST[name]))
    return overrides


def check_source(source):
    if not os.path.isfile(source):
        raise UsageError("no such file: %s" % source)
    if not build.is_source(source):
        raise UsageError("%s: a source must end in %s" % (source, " or ".join(build.JUDGE_COMPILERS)))


def check_std(std):
    """A --std value, checked so that it cannot smuggle other flags in."""
    if std is not None and not re.fullmatch(r"(c|gnu|c\+\+|gnu\+\+)[0-9a-z]{2}", std):
        raise UsageError("--std takes a language standard such as gnu++98, c++14 or c99, not %r" % std)
    return std


def command_test(args):
    overrides = limit_overrides(args)
    if args.problem is None:
        if args.source:
            raise UsageError("a SOURCE needs its PROBLEM")
        jobs = [(name, Problem(name).solution) for name in problem_names()]
    else:
        source = args.source or Problem(args.problem).solution
        check_source(source)
        jobs = [(args.problem, source)]
    for name, _ in jobs:
        Problem(name).tests()      # a usage error before anything runs
    colour = report.use_colour()
    status = 0
    for judged in judge_in_parallel(jobs, overrides, strict=args.strict, run_all=args.all,
                                    robust=args.robust, std=check_std(args.std)):
        report.print_report(judged, args.json, colour)
        status |= judged.verdict is not Verdict.ACCEPTED
    return status


def command_stress(args):
    if not 0 < args.time <= 24 * 3600 or (args.count is not None and args.count <= 0):
        raise UsageError("--time must be above 0 and at most a day, --count positive")
    if not os.path.isdir(args.out):
        raise UsageError("no such folder: %s" % args.out)
    problem = Problem(args.problem)
    if problem.oracle is None:
        raise UsageError("%s has no oracle in oracles/ to stress against" % problem.name)
    source = args.source or problem.solution
    check_source(source)
    outcome = stress.stress(args.problem, source, args.seed, args.time, args.count, args.robust)
    if outcome.failure is None and outcome.cases == 0:
        raise UsageError("stress checked no case at all, so it cannot say there is no difference")
    case = stress.write_case(outcome, args.out) if outcome.failure and outcome.failure.text else None
    if args.json:
        print(json.dumps(report.stress_json(outcome, case)))
    else:
        print(report.format_stress(outcome, case, report.use_colour()))
    return 1 if outcome.failure else 0


def command_rejected(args):
    status = 0
    for path, want, got, caught in rejected.check_all():
        status |= not (got is want and caught is not False)
        print(report.format_rejected(path, want, got, caught, rejected.STRESS_BUDGET), flush=True)
    return status


def command_list(args):
    print(report.format_problem_list(Problem(name) for name in problem_names()))
    return 0


def command_build(args):
    """Build every reference solution with each strict build into build/."""
    os.makedirs(paths.BUILD_DIR, exist_ok=True)
    status = 0
    for name in problem_names():
        for compiler in build.STRICT_BUILDS:
            executable = os.path.join(paths.BUILD_DIR, "%s.%s" % (name, compiler))
            ok, messages = build.strict_build(compiler, Problem(name).solution, executable)
            print("%-16s %-6s %s" % (name, compiler, "ok" if ok else "FAILED"))
            if not ok:
                print(messages.strip())
                status = 1
    return status


COMMANDS = {"list": command_list, "test": command_test, "build": command_build,
            "stress": command_stress, "rejected": command_rejected}


def main(argv=None):
    try:
        args = _parser().parse_args(argv)
        if args.command is None:
            raise UsageError("say what to do: %s (see --help)" % ", ".join(COMMANDS))
        return COMMANDS[args.command](args)
    except UsageError as error:
        print("judge.py: %s" % error, file=sys.stderr)
        return 2
    except InternalError as error:
        print("judge.py: internal error: %s" % error, file=sys.stderr)
        return 3
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
