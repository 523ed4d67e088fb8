#!/usr/bin/env python3
"""A local judge that gives the verdict HDU would give.

  python3 judge.py list                      the problems, judge ids, limits
  python3 judge.py test                      judge every reference solution
  python3 judge.py test PROBLEM [SOURCE]     judge SOURCE (.c or .cpp) on
                                             testdata/PROBLEM/
  python3 judge.py run PROBLEM SOURCE [INPUT]  run SOURCE on INPUT (default:
                                             standard input) and check it
  python3 judge.py build                     build every reference solution
                                             with the strict flags
  python3 judge.py stress PROBLEM [SOURCE]   search for an input SOURCE gets
                                             wrong, against the oracle
  python3 judge.py rejected                  check solutions/rejected/ get
                                             the verdicts they name
  python3 judge.py bench [PROBLEM SOURCE]    how fast, against the I/O floor

This file parses the command line and dispatches; the judge itself is the
package localjudge/ (its __init__ lists a module per concern).
Exit status: 0 when all judged is Accepted, 1 when not, 2 on a usage error,
3 when the judge itself failed (an internal error, never a verdict), 130
when interrupted.
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
import json  # noqa: E402
import re  # noqa: E402
import stat  # noqa: E402
import tempfile  # noqa: E402

from localjudge import access, bench, build, paths, rejected, report, stress  # noqa: E402
from localjudge.errors import InternalError, UsageError  # noqa: E402
from localjudge.judging import SourceReport, judge_output, judge_source, limits_for, parse_test  # noqa: E402
from localjudge.limits import HIGHEST  # noqa: E402
from localjudge.problems import OWN, Problem, Test, problem_names  # noqa: E402
from localjudge.submission import Submission  # noqa: E402
from localjudge.verdicts import Verdict  # noqa: E402
from oracles import cases as case_model  # noqa: E402

SOURCE_LIMIT = 1024 * 1024       # bytes: a source larger than this is not one


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


def _limit_flags(parser):
    parser.add_argument("--time-limit", type=float, metavar="SECONDS")
    parser.add_argument("--memory-limit", type=int, metavar="MB")
    parser.add_argument("--output-limit", type=float, metavar="MB")
    parser.add_argument("--std", metavar="STD", help="the -std= of the source's language (default: the "
                        "real judge's, e.g. gnu++98 for HDU's and POJ's G++)")


def _parser():
    parser = _Parser(prog="judge.py", description="A local judge that gives HDU's verdicts.")
    commands = parser.add_subparsers(dest="command")
    commands.add_parser("list", help="show the problems with their judge ids and limits")
    commands.add_parser("build", help="build every reference solution with the strict flags")
    test = commands.add_parser("test", help="judge solutions on their test data")
    test.add_argument("problem", nargs="?", help="one problem (default: every problem)")
    test.add_argument("source", nargs="?", help="the .c or .cpp file (default: solutions/PROBLEM.c)")
    _limit_flags(test)
    test.add_argument("--case", action="append", metavar="NAME",
                      help="judge only this test: a test's name, or an .in file anywhere (repeatable)")
    test.add_argument("--json", action="store_true", help="one JSON object per source on stdout")
    test.add_argument("--all", action="store_true", help="run every test, not only up to the first failure")
    test.add_argument("--strict", action="store_true",
                      help="the output must equal the answer byte for byte, but for a missing final newline")
    test.add_argument("--robust", action="store_true",
                      help="let the robustness set (layouts outside the statement) count toward the verdict")
    test.add_argument("--quiet", action="store_true", help="do not show the compiler's warnings")
    run = commands.add_parser("run", help="run a solution on an input of your own, and check its answers")
    run.add_argument("problem")
    run.add_argument("source", help="the .c or .cpp file")
    run.add_argument("input", nargs="?", help="the input file (default: standard input)")
    _limit_flags(run)
    stress_parser = commands.add_parser("stress", help="compare a solution with the oracle on generated inputs")
    stress_parser.add_argument("problem")
    stress_parser.add_argument("source", nargs="?", help="the .c or .cpp file (default: solutions/PROBLEM.c)")
    stress_parser.add_argument("--seed", type=int, default=0, help="the same seed gives the same inputs (default 0)")
    stress_parser.add_argument("--time", type=float, default=10.0, metavar="SECONDS", help="budget (default 10)")
    stress_parser.add_argument("--count", type=int, metavar="N", help="stop after N cases")
    stress_parser.add_argument("--out", metavar="DIR", help="where a failing case is written (default: build/stress)")
    stress_parser.add_argument("--json", action="store_true", help="one JSON object on stdout")
    stress_parser.add_argument("--robust", action="store_true",
                               help="also try layouts outside the statement (CRLF, a missing terminator, ...)")
    commands.add_parser("rejected", help="check every solutions/rejected/ file gets its verdict")
    bench_parser = commands.add_parser("bench", help="how fast: SOURCE against the I/O floor on PROBLEM's "
                                       "largest input; with no PROBLEM, everything (make bench)")
    bench_parser.add_argument("problem", nargs="?")
    bench_parser.add_argument("source", nargs="?", help="the .c or .cpp file (default: solutions/PROBLEM.c)")
    return parser


def limit_overrides(args):
    """{"time", "memory", "output"}: the limits the command line sets, checked."""
    overrides = {"time": args.time_limit, "memory": args.memory_limit, "output": args.output_limit}
    for name, value in overrides.items():
        if value is not None and not 0 < value <= HIGHEST[name]:
            raise UsageError("--%s-limit must be above 0 and at most %g" % (name, HIGHEST[name]))
    return overrides


def check_std(std):
    """A --std value, checked so that it cannot smuggle other flags in."""
    if std is not None and not re.fullmatch(r"(c|gnu|c\+\+|gnu\+\+)[0-9a-z]{2}", std):
        raise UsageError("--std takes a language standard such as gnu++98, c++14 or c99, not %r" % std)
    return std


def check_source(source):
    """A usage error unless source is a regular text file a judge builds."""
    shown = report.shown_path(source)
    access.check_link(source)
    try:
        mode = os.stat(source).st_mode
    except OSError:
        raise UsageError("no such file: %s" % shown)
    kinds = [(stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"),
             (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket")]
    for test, kind in kinds:
        if test(mode):
            raise UsageError("%s is %s, not a source file" % (shown, kind))
    if not build.is_source(source):
        raise UsageError("%s: a source must end in %s" % (shown, " or ".join(build.JUDGE_COMPILERS)))
    try:
        with open(source, "rb") as data:
            text = data.read(SOURCE_LIMIT + 1)
    except OSError as error:
        raise UsageError("cannot read %s: %s" % (shown, error.strerror))
    if len(text) > SOURCE_LIMIT:
        raise UsageError("%s is larger than %d KiB: not a source file" % (shown, SOURCE_LIMIT // 1024))
    if b"\0" in text:
        raise UsageError("%s is a binary file (it holds a NUL byte at offset %d), not a source file"
                         % (shown, text.index(b"\0")))


def command_test(args):
    overrides = limit_overrides(args)
    if args.problem is None:
        if args.source or args.case:
            raise UsageError("a SOURCE or --case needs its PROBLEM")
        jobs = [(Problem(name), Problem(name).solution) for name in problem_names()]
    else:
        problem = Problem(args.problem)
        source = args.source or problem.solution
        check_source(source)
        jobs = [(problem, source)]
    chosen = {problem.name: problem.find_tests(args.case) if args.case else None
              for problem, _ in jobs}
    for problem, _ in jobs:
        problem.tests()                                # a usage error before anything runs
    std, colour = check_std(args.std), report.use_colour()
    printing = not args.json
    judged = []
    for problem, source in jobs:
        if printing:
            print(report.format_header(problem.name, source), flush=True)
        result = judge_source(
            problem, source, limits_for(problem, overrides), strict=args.strict, run_all=args.all,
            robust=args.robust, std=std, tests=chosen[problem.name],
            on_build=(lambda built: _print_if(report.format_build(built, colour, args.quiet))) if printing else None,
            on_test=(lambda test: print(report.format_test(test, colour), flush=True)) if printing else None)
        if printing:
            print(report.format_summary(result, colour), flush=True)
        else:
            print("%s: %s" % (result.problem, result.verdict.value), file=sys.stderr)
            print(json.dumps(report.report_json(result)), flush=True)
        judged.append(result)
    if len(judged) > 1:
        print(report.format_total(judged), file=sys.stdout if printing else sys.stderr, flush=True)
    return 0 if all(r.verdict is Verdict.ACCEPTED for r in judged) else 1


def _print_if(text):
    if text:
        print(text, flush=True)


def command_run(args):
    """Build SOURCE, run it on INPUT, print what it prints; then, on
    standard error, its time and memory, and whether its answers are right
    when the problem's oracle can read the input."""
    problem = Problem(args.problem)
    check_source(args.source)
    if args.input is not None:
        access.check_link(args.input)
        if not os.path.isfile(args.input):
            raise UsageError("no such file: %s" % report.shown_path(args.input))
    limits = limits_for(problem, limit_overrides(args))
    if args.input is None:
        data = sys.stdin.buffer.read()
    else:
        with open(args.input, "rb") as given:
            data = given.read()
    with tempfile.NamedTemporaryFile(prefix="judge-input-") as stored, \
            Submission(args.source, limits, problem.dialect, check_std(args.std)) as submission:
        stored.write(data)
        stored.flush()
        if not submission.compile_ok:
            failed = SourceReport(problem.name, args.source)
            failed.verdict, failed.notes = Verdict.COMPILATION_ERROR, submission.notes
            failed.compile_messages = submission.compile_messages
            print(report.format_build(failed, report.use_colour()), file=sys.stderr)
            return 1
        run, verdict, cause = submission.execute(stored.name)
        sys.stdout.buffer.write(run.stdout)
        sys.stdout.flush()
        print("%.3f s of CPU time, %d KiB of memory%s" % (
            run.cpu, run.memory_kib, "; %s: %s" % (verdict.value, cause) if verdict else ""), file=sys.stderr)
        if verdict is not None:
            return 1
        return _check_answers(problem, data, run.stdout, stored.name)


def _check_answers(problem, data, output, input_path):
    """Say on standard error whether the output answers the input, as the
    judge would: 0 if it does, 1 if not (or if nothing can tell)."""
    oracle = problem.oracle
    try:
        parsed = parse_test(oracle, input_path) if oracle else None
    except case_model.InputError as error:
        print("(the oracle cannot read this input, so its answers are not checked: %s)" % error, file=sys.stderr)
        return 0
    if parsed is None:
        print("(%s has no oracle, so its answers are not checked)" % problem.name, file=sys.stderr)
        return 0
    try:
        case_model.read_input(oracle, data.decode("utf-8", "replace"))
    except case_model.InputError as error:
        print("note: the input is outside the statement's layout (%s); it is read as a tolerant "
              "program would" % error, file=sys.stderr)
    verdict, detail, _ = judge_output(problem, Test("input", input_path, None, OWN), output)
    if verdict is Verdict.ACCEPTED:
        print("all %d answers right" % len(parsed), file=sys.stderr)
        return 0
    print("%s\n%s" % (verdict.value, detail), file=sys.stderr)
    return 1


def command_stress(args):
    if not 0 < args.time <= 24 * 3600 or (args.count is not None and args.count <= 0):
        raise UsageError("--time must be above 0 and at most a day, --count positive")
    if args.out is not None and not os.path.isdir(args.out):
        raise UsageError("no such folder: %s" % args.out)
    problem = Problem(args.problem)
    if problem.oracle is None:
        raise UsageError("%s has no oracle in oracles/ to stress against" % problem.name)
    source = args.source or problem.solution
    check_source(source)
    progress = _Progress() if sys.stderr.isatty() and not args.json else None
    try:
        outcome = stress.stress(args.problem, source, args.seed, args.time, args.count, args.robust,
                                on_progress=progress)
    finally:
        if progress:
            progress.clear()
    if outcome.failure is None and outcome.cases == 0:
        raise UsageError("stress checked no case at all, so it cannot say there is no difference")
    case = stress.write_case(outcome, args.out) if outcome.failure and outcome.failure.text else None
    if args.json:
        print(json.dumps(report.stress_json(outcome, case)))
    else:
        print(report.format_stress(outcome, case, report.use_colour()))
    return 1 if outcome.failure else 0


class _Progress:
    """One line on a terminal, rewritten as stress goes: phase and cases."""

    def __init__(self):
        self.shown = 0

    def __call__(self, phase, cases):
        line = "stress: %s, %d cases checked" % (phase, cases)
        sys.stderr.write("\r" + line.ljust(self.shown))
        sys.stderr.flush()
        self.shown = len(line)

    def clear(self):
        if self.shown:
            sys.stderr.write("\r" + " " * self.shown + "\r")
            sys.stderr.flush()


def command_rejected(args):
    checked = failed = 0
    for path, want, got, caught in rejected.check_all():
        ok = got is want and caught is not False
        checked += 1
        failed += not ok
        print(report.format_rejected(path, want, got, caught, rejected.STRESS_BUDGET), flush=True)
    print(report.format_rejected_total(checked, failed), flush=True)
    return 1 if failed else 0


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
            print("%-16s %-6s %s" % (name, compiler, "ok" if ok else "FAILED"), flush=True)
            if not ok:
                print(messages.strip())
                status = 1
    return status


def command_bench(args):
    if args.problem is None:
        bench.run_all()
        return 0
    problem = Problem(args.problem)
    if problem.oracle is None:
        raise UsageError("%s has no oracle to make its largest input" % problem.name)
    source = args.source or problem.solution
    check_source(source)
    print(bench.table([bench.solution_row(problem, source)]))
    return 0


COMMANDS = {"list": command_list, "test": command_test, "run": command_run, "build": command_build,
            "stress": command_stress, "rejected": command_rejected, "bench": command_bench}


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
        print("judge.py: %s" % error, file=sys.stderr)
        return 2
    except InternalError as error:
        print("judge.py: internal error: %s" % error, file=sys.stderr)
        return 3
    except KeyboardInterrupt:
        signal.signal(signal.SIGINT, signal.SIG_IGN)     # a second Ctrl-C cannot cut the cleanup short
        print("judge.py: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:                             # the reader of our output went away
        sys.stderr.close()
        return 1
    except OSError as error:                            # the machine failed the judge: a full disk, ...
        print("judge.py: internal error: %s%s" % (
            error.strerror or error, ": %s" % report.shown_path(error.filename) if isinstance(error.filename, str) else ""),
            file=sys.stderr)
        return 3
    except Exception as error:                          # a fault of the judge's own
        if os.environ.get("JUDGE_TRACEBACK"):
            raise
        print("judge.py: internal error: %s: %s (JUDGE_TRACEBACK=1 shows where)" % (
            type(error).__name__, error), file=sys.stderr)
        return 3


if __name__ == "__main__":
    sys.exit(main())
