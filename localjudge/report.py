"""Everything a person or a program reads from the judge: text and JSON."""

import json
import os
import sys

from localjudge import paths
from localjudge.verdicts import Verdict

COLOURS = {Verdict.ACCEPTED: "32", Verdict.COMPILATION_ERROR: "33"}


def use_colour():
    return sys.stdout.isatty() and not os.environ.get("NO_COLOR")


def paint(text, verdict, colour):
    if not colour:
        return text
    return "\033[%sm%s\033[0m" % (COLOURS.get(verdict, "31"), text)


def shown_path(path):
    """A source's path as given, relative to the repository if inside it."""
    return os.path.relpath(path, paths.ROOT) if os.path.abspath(path).startswith(paths.ROOT + os.sep) else path


def compile_lines(messages, limit=40):
    return ["  " + line for line in messages.strip().splitlines()[:limit]]


# --- judge.py test ----------------------------------------------------------------------

def format_report(report, colour):
    """The lines a person sees for one judged source."""
    source = os.path.relpath(report.source)
    notes = ["note: " + note for note in report.notes]
    if report.verdict is Verdict.COMPILATION_ERROR:
        return "\n".join(["%s: %s" % (source, paint(report.verdict.value, report.verdict, colour))]
                         + compile_lines(report.compile_messages) + notes)
    lines = []
    for test in report.tests:
        lines.append("  %-40s %-22s %6.3f s %8d KiB" % (
            test.name, paint(test.verdict.value, test.verdict, colour), test.time, test.memory))
        if test.detail:
            lines += ["    " + line for line in test.detail.splitlines()]
    lines += notes + ["warning: " + warning for warning in report.warnings]
    passed = sum(t.verdict is Verdict.ACCEPTED for t in report.tests)
    lines.append("%s [%s]: %s (%d/%d tests run passed)" % (
        source, report.problem, paint(report.verdict.value, report.verdict, colour),
        passed, len(report.tests)))
    return "\n".join(lines)


def report_json(report):
    return {"problem": report.problem, "source": shown_path(report.source),
            "verdict": report.verdict.value, "notes": report.notes, "warnings": report.warnings,
            "tests": [{"name": t.name, "group": t.group, "verdict": t.verdict.value,
                       "time": round(t.time, 3), "memory": t.memory} for t in report.tests]}


def print_report(report, as_json, colour):
    if as_json:
        print("%s: %s" % (report.problem, report.verdict.value), file=sys.stderr)
        print(json.dumps(report_json(report)), flush=True)
    else:
        print(format_report(report, colour), flush=True)


# --- judge.py stress --------------------------------------------------------------------

def stress_json(outcome, case_path):
    found = outcome.failure
    return {"problem": outcome.problem, "source": outcome.source, "seed": outcome.seed,
            "difference": found is not None, "verdict": found.verdict.value if found else None,
            "phase": outcome.phase, "cases": outcome.cases, "runs": outcome.runs,
            "seconds": round(outcome.seconds, 3), "build_seconds": round(outcome.build_seconds, 3),
            "first_player_wins": outcome.first_wins,
            "first_player_loses": outcome.first_loses, "ranges": outcome.ranges,
            "input": found.text if found else None, "expected": found.expected if found else None,
            "actual": found.output if found else None, "case": case_path}


def format_stress(outcome, case_path, colour):
    covered = ", ".join("%s %d..%d" % (name, low, high) for name, (low, high) in outcome.ranges.items())
    summary = "%d cases in %d runs, %.1f s after a %.1f s build: first player wins %d, loses %d; %s" % (
        outcome.cases, outcome.runs, outcome.seconds, outcome.build_seconds, outcome.first_wins,
        outcome.first_loses, covered or "nothing run")
    if outcome.failure is not None and outcome.failure.verdict is not Verdict.COMPILATION_ERROR:
        summary += "\n(shrinking may take up to %g s past the budget)" % outcome.allowance
    found = outcome.failure
    if found is None:
        return "%s: no difference from the oracle (seed %d)\n%s" % (outcome.source, outcome.seed, summary)
    lines = ["%s: %s (seed %d, phase %s)" % (outcome.source, paint(found.verdict.value, found.verdict, colour),
                                             outcome.seed, outcome.phase), summary]
    if found.verdict is Verdict.COMPILATION_ERROR:
        return "\n".join(lines + compile_lines(outcome.compile_messages))
    shown = found.text.replace("\r", "\\r").splitlines()
    lines.append("smallest failing input (%d lines):" % len(shown))
    lines += ["  " + line for line in shown[:20]] + (["  ..."] if len(shown) > 20 else [])
    if found.cause:
        lines.append("cause: " + found.cause)
    index = found.first_wrong_line()
    if index is not None:
        want = found.expected[index] if index < len(found.expected) else "(no line)"
        got = found.output[index] if index < len(found.output) else "(no line)"
        width = max(len("expected"), len(want[:60]))
        lines += ["output line %d:" % (index + 1), "  %-*s | %s" % (width, "expected", "actual"),
                  "  %-*s | %s" % (width, want[:60], got[:60])]
    if case_path:
        lines.append("written as a test case: %s and %s" % (case_path, case_path[:-3] + ".ans"))
    return "\n".join(lines)


# --- judge.py rejected, list ------------------------------------------------------------

def format_rejected(path, want, got, caught, budget):
    ok = got is want and caught is not False
    note = "" if caught is None else ("; stress catches it" if caught else
                                      "; stress found NO difference in %g s" % budget)
    return "%-4s %-55s %s%s" % ("ok" if ok else "FAIL", shown_path(path),
                                got.value if ok else "got %s, expected %s" % (got.value, want.value), note)


def format_problem_list(problems):
    lines = ["%-16s %-22s %6s %7s  %s" % ("problem", "judge", "time", "memory", "title")]
    for p in problems:
        lines.append("%-16s %-22s %5gs %5dMB  %s" % (p.name, p.judge, p.time_limit, p.memory_limit, p.title))
    return "\n".join(lines)
