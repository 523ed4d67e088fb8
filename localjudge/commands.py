"""What each command of judge.py does, printing as it goes: each is
command(args) -> exit status, args as judge.py's parser makes them. The
work itself is the other modules'; this is where it is put together for a
person at a terminal (or a program reading --json)."""

import dataclasses
import json
import os
import sys

# What only some commands need (bench, export, hack, newproblem, rejected,
# stress) each of them imports itself: judge.py test starts without them,
# about 80 ms sooner.
from common import paths, userfiles
from common.errors import UsageError
from localjudge import build, history, languages, learning_path, limits, report, statements
from localjudge.judging import beyond_judge_only, judge_source, limits_for, run_on_input
from localjudge.problems import Problem, problem_names
from localjudge.verdicts import Verdict


def _limits(problem, args, source):
    """The problem's limits for source, with those the command line sets,
    checked."""
    return limits_for(problem, limits.checked_overrides(
        time=args.time_limit, memory=args.memory_limit, output=args.output_limit), source)


def _print(text, stream=None):
    if text:
        print(report.visible(text), file=stream or sys.stdout, flush=True)


def command_test(args):
    if args.problem is None and (args.source or args.case):
        raise UsageError("a SOURCE or --case needs its PROBLEM")
    problems = [Problem(name) for name in ([args.problem] if args.problem else problem_names())]
    if args.source:
        userfiles.check_source(args.source, languages.SUFFIXES)
    jobs = [(p, args.source or p.solution, p.find_tests(args.case) if args.case else p.tests(),
             _limits(p, args, args.source or p.solution)) for p in problems]     # usage errors before anything runs
    if not args.case:
        for problem in problems:                    # the sample teams read is the one judged
            statements.check_sample(problem)
    std, colour, printing = build.check_std(args.std, args.source), report.use_colour(), not args.json
    judged, noted = [], set()          # a note said for one problem (no memory cgroup, say) is not said again
    for problem, source, tests, chosen_limits in jobs:
        if printing:
            _print(report.format_header(problem.name, source))
        result = judge_source(
            problem, source, chosen_limits, strict=args.strict, run_all=args.all, robust=args.robust,
            beyond=args.beyond, interpreter=args.python, sanitized=args.sanitize,
            std=std, tests=tests if args.case else None,
            on_build=(lambda built: _print(report.format_build(built, colour, args.quiet))) if printing else None,
            on_test=(lambda test: _print(report.format_test(test, colour))) if printing else None)
        if printing:
            _print(report.format_summary(dataclasses.replace(result, notes=[n for n in result.notes if n not in noted]),
                                         colour))
            noted.update(result.notes)
        else:
            _print("%s: %s" % (result.problem, result.verdict.value), sys.stderr)
            _print(json.dumps(report.report_json(result)))
        judged.append(result)
        if args.source:
            _record_test(result, args.source, whole=not args.case)
    if len(judged) > 1:
        _print(report.format_total(judged), sys.stdout if printing else sys.stderr)
    return 0 if all(r.verdict is Verdict.ACCEPTED for r in judged) else 1


def _record_test(result, source, whole):
    """Record a contestant's test of their own source in their history:
    the problem, the verdict, the first test not Accepted, the source's
    hash, and whether the whole data was judged (a --case is not)."""
    failing = next((test.name for test in result.tests
                    if test.verdict is not Verdict.ACCEPTED and test.group not in ("robustness", "beyond-judge")),
                   None)
    history.record("test", problem=result.problem, verdict=result.verdict.value, first_failing=failing,
                   source=paths.shown_path(os.path.abspath(source)), source_sha256=history.source_hash(source),
                   whole=whole)


def command_run(args):
    """Build SOURCE, run it on INPUT, print what it prints; then, on
    standard error, its time and memory, and whether its answers are right
    when the problem's oracle can read the input."""
    problem = Problem(args.problem)
    userfiles.check_source(args.source, languages.SUFFIXES)
    data = userfiles.read_file(args.input, limits.INPUT_LIMIT, "an input") if args.input is not None else \
        userfiles.read_stream(sys.stdin.buffer, limits.INPUT_LIMIT, "standard input")
    done = run_on_input(problem, args.source, data, _limits(problem, args, args.source),
                        build.check_std(args.std, args.source), args.python)
    if done.run is not None:
        sys.stdout.buffer.write(done.run.stdout)
        sys.stdout.flush()
    _print(report.format_input_run(done, report.use_colour()), sys.stderr)
    return 0 if done.verdict is None and done.built.verdict is Verdict.ACCEPTED and done.answers_right else 1


def command_stress(args):
    from localjudge import stress
    stress.check_budget(args.time, args.count)
    if args.out is not None:
        try:
            os.makedirs(args.out, exist_ok=True)
        except OSError as error:
            raise UsageError("cannot make the folder %s: %s" % (args.out, error.strerror))
    source = args.source or Problem(args.problem).solution
    userfiles.check_source(source, languages.SUFFIXES)
    with report.Progress(shown=not args.json) as progress:
        outcome = _stressed(stress, args, source, progress)
    if outcome.failure is None and outcome.cases == 0:
        raise UsageError("stress checked no case at all, so it cannot say there is no difference")
    case = stress.write_case(outcome, args.out) if outcome.failure and outcome.failure.text else None
    if outcome.failure and outcome.failure.verdict is not Verdict.COMPILATION_ERROR:
        outcome.note = beyond_judge_only(Problem(args.problem), source)
    _print(json.dumps(report.stress_json(outcome, case)) if args.json
           else report.format_stress(outcome, case, report.use_colour()))
    return 1 if outcome.failure else 0


def _stressed(stress, args, source, progress):
    """stress's Outcome; with --sanitize, the budget shared among the
    sanitized builds that can look at source, the first failure ending it."""
    if not args.sanitize:
        return stress.stress(args.problem, source, args.seed, args.time, args.count, args.robust, progress,
                             args.python)
    from localjudge import sanitize
    language = languages.language_of(source)
    usable = [s for s in sanitize.SANITIZERS if sanitize.usable(s, language) is None]
    if not usable:
        raise UsageError("--sanitize builds C and C++ sources with the sanitizers: %s" % "; ".join(
            sanitize.usable(s, language) for s in sanitize.SANITIZERS))
    for sanitizer in usable:
        outcome = stress.stress(args.problem, source, args.seed, args.time / len(usable), args.count, args.robust,
                                progress, args.python, sanitizer)
        if outcome.failure is not None:
            break
    return outcome


def command_hack(args):
    """Search for an input SOURCE gets wrong against BRUTE, or judge it
    again on one (--case)."""
    from localjudge import hack, stress
    problem = Problem(args.problem) if args.problem else None
    userfiles.check_source(args.source, languages.SUFFIXES)
    for path in filter(None, [args.brute, args.gen, args.checker]):
        userfiles.check_source(path, build.PROGRAM_SUFFIXES)
    if args.case:
        outcome = hack.rejudge(args.source, args.case, args.checker, problem, args.strict)
        _print(report.format_hack(outcome, None, None))
        return 1 if outcome.failure else 0
    if not args.brute or not args.gen:
        raise UsageError("hack needs --brute and --gen (or --case to judge a case again)")
    stress.check_budget(args.time, None)
    with report.Progress() as progress:
        outcome = hack.hack(args.source, args.brute, args.gen, args.seed, args.time, args.checker, problem,
                            args.strict, progress.say)
    case = hack.write_case(outcome.failure, args.out) if outcome.failure else None
    again = None
    if case:
        again = paths.judge_command(
            "hack", paths.here(args.source), "--case", paths.here(case), *(["--problem", problem.name] if problem else [])
            + (["--checker", paths.here(args.checker)] if args.checker else []) + (["--strict"] if args.strict else []))
    _print(report.format_hack(outcome, case, again))
    return 1 if outcome.failure else 0


def command_export(args):
    """Write and check a package for each problem named (or every one)."""
    from localjudge import export
    problems = [Problem(name) for name in (args.problems or problem_names())]
    to = args.to or os.path.join(paths.BUILD_DIR, "export")
    for problem in problems:
        _print("%s: exporting" % problem.name)
        done = export.export(problem, to, training=args.training, license=args.license,
                             with_source=args.with_source, author=args.author, source=args.source)
        for line in done.left_out:
            _print("  left out: " + line)
        for line in done.checked:
            _print("  checked: " + line)
        _print("  wrote %s and %s" % (paths.shown_path(done.folder), paths.shown_path(done.archive)))
        if done.interrupted:
            _print("judge.py: interrupted as %s was put in place: it is written whole%s" % (
                problem.name, "" if problem is problems[-1] else "; the problems after it are not"), sys.stderr)
            return 0 if problem is problems[-1] else 130
    return 0


def command_contest(args):
    """Write and check a contest of the problems named, for DOMjudge."""
    from localjudge import contest
    problems = [Problem(name) for name in args.problems]
    _print("%s: %d problems, %s" % (args.title, len(problems), ", ".join(
        "%s %s" % (letter, problem.name) for letter, problem in zip(contest.LETTERS, problems))))

    def said(problem, done):
        _print("  %s: %s" % (problem.name, "; ".join(done.checked + ["left out: " + line for line in done.left_out])))
    made = contest.make_contest(problems, args.to, args.title, start=args.start, length=args.duration,
                                time_limits=args.time_limit, memory_limits=args.memory_limit,
                                with_source=args.with_source, training=args.training, license=args.license,
                                author=args.author, source=args.source, on_problem=said)
    _print("wrote %s (contest.yaml, problemset.yaml, problemset.pdf of %d pages, %d packages) and %s" % (
        paths.shown_path(made.folder), made.pages, len(made.problems), paths.shown_path(made.archive)))
    return 0


def command_new(args):
    """Start a problem of one's own from the templates."""
    from localjudge import newproblem
    for path in newproblem.new_problem(args.name, args.judge, author=args.author, source=args.source,
                                       license=args.license):
        _print("wrote %s" % paths.shown_path(path))
    _print("fill them in (the statement, the solution, the oracle), then: make testdata; "
           "python3 judge.py test %s; python3 judge.py stress %s; make test" % (args.name, args.name))
    return 0


def command_rejected(args):
    from localjudge import rejected
    chosen = [Problem(name).name for name in args.problems] or None
    results = []
    for checked in rejected.check_all(chosen):
        _print(report.format_rejected(checked))
        results.append(checked.ok)
    _print(report.format_rejected_total(len(results), results.count(False)))
    return 0 if all(results) else 1


def command_build(args):
    """Build every reference solution with each strict build into build/."""
    status = 0
    for name, compiler, ok, messages in build.strict_build_all((n, Problem(n).solution) for n in problem_names()):
        _print("%-16s %-6s %s" % (name, compiler, "ok" if ok else "FAILED"))
        if not ok:
            _print(messages.strip())
            status = 1
    return status


def command_bench(args):
    from localjudge import bench
    if args.problem is None:
        bench.run_all()
        return 0
    problem = Problem(args.problem)
    userfiles.check_source(args.source or problem.solution, languages.SUFFIXES)
    with report.Progress() as progress:
        rows = bench.solution_rows(problem, args.source or problem.solution, progress.say)
    _print(bench.table(rows, [problem]))
    return 0


def command_list(args):
    """The problems in the path's order, with their difficulty and, from
    the history, whether you have solved them."""
    from localjudge import training
    path = learning_path.steps()
    rows, _ = training.standing(path, history.progress(history.events()), {})
    listed = [(row.step, Problem(row.step.name), row.state) for row in rows]
    on_path = {step.name for step in path}
    listed += [(None, Problem(name), "") for name in problem_names() if name not in on_path]
    _print(report.format_problem_list(listed))
    return 0


def command_show(args):
    """A problem's statement, for reading in the terminal."""
    from localjudge import training
    _print(training.statement_page(Problem(args.problem)).rstrip("\n"))
    return 0


def command_hint(args):
    """The next hint you have not seen (or hint NUMBER), and record it."""
    from localjudge import training
    problem = Problem(args.problem)
    count = training.hint_count(problem)
    seen = history.progress(history.events()).get(problem.name, history.Progress()).hints_seen
    number = args.number if args.number is not None else min(max(seen, default=0) + 1, max(count, 1))
    page = training.hint_page(problem, number)
    if args.number is None and count and max(seen, default=0) >= count:
        page = "You have seen all %d hints; here is the last again.\n\n%s" % (count, page)
    _print(page.rstrip("\n"))
    history.record("hint", problem=problem.name, hint=number)
    return 0


def command_analysis(args):
    """The whole analysis, and record that it was shown."""
    from localjudge import training
    problem = Problem(args.problem)
    step = next((s for s in learning_path.steps() if s.name == problem.name), None)
    _print(training.analysis_page(problem, step).rstrip("\n"))
    history.record("analysis", problem=problem.name)
    return 0


def command_status(args):
    """Where you stand on the path: each problem solved, tried or not
    started, the hints and analyses seen, and the problem to take next."""
    from localjudge import training
    path = learning_path.steps()
    counts = {step.name: training.hint_count(Problem(step.name)) for step in path}
    rows, suggested = training.standing(path, history.progress(history.events()), counts)
    if args.json:
        _print(json.dumps(report.status_json(rows, suggested, history.history_file())))
    else:
        _print(report.format_status(rows, suggested, history.history_file()))
    return 0


def command_path(args):
    """The path as the README's table (--readme), or as list shows it."""
    if not args.readme:
        return command_list(args)
    path = learning_path.steps()
    known = {step.name: Problem(step.name) for step in path}
    sys.stdout.write(learning_path.readme_table(path, {n: p.title for n, p in known.items()},
                                                {n: p.judge for n, p in known.items()}))
    return 0


COMMANDS = {"list": command_list, "test": command_test, "run": command_run, "build": command_build,
            "stress": command_stress, "hack": command_hack, "new": command_new, "export": command_export, "contest": command_contest, "rejected": command_rejected,
            "bench": command_bench, "show": command_show, "hint": command_hint, "analysis": command_analysis,
            "status": command_status, "path": command_path}
