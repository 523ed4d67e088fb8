"""Everything a person or a program reads from the judge: text and JSON."""

import base64
import dataclasses
import os
import re
import sys

from common import paths
from common.errors import InternalError
from localjudge import compare
from localjudge.limits import shown_memory
from localjudge.problems import BEYOND_JUDGE, ROBUSTNESS
from localjudge.verdicts import ANSWER_VERDICTS, Verdict

COLOURS = {Verdict.ACCEPTED: "32", Verdict.COMPILATION_ERROR: "33"}

# What a program prints, what an input holds and a file's name reach the
# terminal as text: every control character but the line end and the tab
# shown as an escape (\x1b, \r), so that no ESC, BEL or CR of theirs moves
# the cursor, rings or overwrites a verdict. The judge's own colours are
# marked with a secret drawn at start (nothing judged can know it) and
# become escape sequences only after that.
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_SECRET = os.urandom(8).hex()
_COLOUR_MARK = re.compile("\0%s([0-9]+)\0" % _SECRET)


def use_colour():
    return sys.stdout.isatty() and not os.environ.get("NO_COLOR")


def paint(text, verdict, colour):
    if not colour:
        return text
    return "\0%s%s\0%s\0%s0\0" % (_SECRET, COLOURS.get(verdict, "31"), text, _SECRET)


def escaped(text):
    """text with its control characters shown as escapes: \\r, \\x1b."""
    return CONTROL.sub(lambda found: "\\r" if found.group() == "\r" else "\\x%02x" % ord(found.group()), text)


def visible(text):
    """text as it may reach a terminal: escaped, but for paint()'s colours."""
    pieces = _COLOUR_MARK.split(text)       # text, colour, text, colour, ..., text
    return "".join(escaped(piece) if index % 2 == 0 else "\033[%sm" % piece for index, piece in enumerate(pieces))


def path_json(key, path):
    """{key: the path for a person}, and {key_base64: its bytes} when they
    are not UTF-8, so that no name is lost."""
    found = {key: paths.shown_path(path)}
    try:
        os.fsencode(path).decode("utf-8")
    except UnicodeDecodeError:
        found[key + "_base64"] = base64.b64encode(os.fsencode(path)).decode()
    return found


def compile_lines(messages, limit=40):
    return ["  " + line for line in messages.strip().splitlines()[:limit]]


# --- judge.py test -------------------------------------------------------------------

WARNING_LINES = 6        # compiler warnings shown above the results


def format_header(problem, source):
    return "%s: %s" % (problem, paths.shown_path(source))


def format_build(report, colour, quiet=False):
    """Lines after the build: a Compilation Error with its messages, or the
    warnings of a build that succeeded, briefly (none if quiet)."""
    if report.verdict is Verdict.COMPILATION_ERROR:
        return "\n".join([paint(report.verdict.value, report.verdict, colour)]
                         + compile_lines(report.compile_messages)
                         + ["note: " + note for note in report.notes])
    warnings = report.compile_messages.strip().splitlines()
    if quiet or not warnings:
        return ""
    more = len(warnings) - WARNING_LINES
    return "\n".join(["compiler warnings (-Wall; --quiet hides them):"]
                     + ["  " + line for line in warnings[:WARNING_LINES]]
                     + (["  ... %d more lines" % more] if more > 0 else []))


def format_test(test, colour):
    lines = ["  %-40s %-22s %6.3f s %8d KiB" % (
        paths.one_line(test.name), paint(test.verdict.value, test.verdict, colour), test.time, test.memory)]
    return "\n".join(lines + ["    " + line for line in test.detail.splitlines()])


def format_summary(report, colour):
    """The notes, the robustness warnings and the verdict line."""
    if report.verdict is Verdict.COMPILATION_ERROR:
        return "%s [%s]: %s" % (paths.shown_path(report.source), report.problem,
                                paint(report.verdict.value, report.verdict, colour))
    return "\n".join(["note: " + note for note in report.notes]
                     + ["warning: " + warning for warning in report.warnings]
                     + ["%s [%s]: %s: %s" % (paths.shown_path(report.source), report.problem,
                                            paint(report.verdict.value, report.verdict, colour), tests_run(report))]
                     + format_sanitized(report))


def format_sanitized(report):
    """The lines --sanitize adds after the verdict: what each sanitizer
    reported first (file, line, test), what could not look or found nothing,
    and that an Accepted source relies on undefined behaviour."""
    if not report.sanitized:
        return []
    lines = ["sanitizer: " + line for line in [found.shown() for found in report.sanitizer_reports]
             + report.sanitizer_notes]
    if report.sanitizer_reports and report.verdict is Verdict.ACCEPTED:
        lines.append("Accepted here, but it relies on undefined behaviour: a real judge's compiler may build it "
                     "otherwise, and its verdict may differ")
    return lines


def _count(count, thing):
    return "1 %s" % thing if count == 1 else "%d %ss" % (count, thing)


def _tests(count):
    return _count(count, "test")


def tests_run(report):
    """Which tests ran and passed, in words: "all 9 tests passed", "3 of the
    4 tests run passed; 5 more not run (...)", or "all 6 tests that count
    passed; 2 of the 6 robustness layouts warn"."""
    ran = len(report.tests)
    passed = sum(t.verdict is Verdict.ACCEPTED for t in report.tests)
    if ran == report.total_tests and passed == ran:
        return "the test passed" if ran == 1 else "all %d tests passed" % ran
    layouts = [t for t in report.tests if t.group == ROBUSTNESS]
    warned = sum(t.verdict is not Verdict.ACCEPTED for t in layouts)
    beyond = sum(t.verdict is not Verdict.ACCEPTED for t in report.tests if t.group == BEYOND_JUDGE)
    if ran == report.total_tests and report.verdict is Verdict.ACCEPTED and passed + warned + beyond == ran:
        return "all %d tests that count passed%s%s" % (
            ran - len(layouts) - beyond, "; %d beyond the judge's data %s" % (beyond, "fails" if beyond == 1
                                                                               else "fail") if beyond else "",
            "; %d of the %d robustness layouts %s" % (warned, len(layouts), "warns" if warned == 1 else "warn")
            if warned else "")
    said = "%d of the %s run passed" % (passed, _tests(ran))
    skipped = report.total_tests - ran
    if skipped:
        said += "; %d more not run (%s)" % (skipped, "the judge stops at the first failure, --all runs them all"
                                            if report.verdict is not Verdict.ACCEPTED else
                                            "the layouts run only for a solution right so far")
    return said


def format_total(reports, what="solutions"):
    """The one line that ends a judging of several sources."""
    failed = [r for r in reports if r.verdict is not Verdict.ACCEPTED]
    if not failed:
        return "all %d %s Accepted" % (len(reports), what)
    return "%d of %d %s not Accepted: %s" % (len(failed), len(reports), what,
                                            ", ".join("%s (%s)" % (r.problem, r.verdict.value) for r in failed))


def difference_json(difference):
    if difference is None:
        return None
    return {"line": difference.line, "column": difference.column, "what": difference.what,
            "expected": None if difference.expected is None else difference.expected.decode("utf-8", "replace"),
            "actual": None if difference.actual is None else difference.actual.decode("utf-8", "replace")}


def report_json(report):
    found = {"problem": report.problem}
    found.update(path_json("source", report.source))
    found.update({"verdict": report.verdict.value, "compile_messages": report.compile_messages,
                  "notes": report.notes, "warnings": report.warnings,
                  "tests": [{"name": t.name, "group": t.group, "verdict": t.verdict.value,
                             "time": round(t.time, 3), "memory": t.memory, "cause": t.detail,
                             "difference": difference_json(t.difference)} for t in report.tests]})
    if report.sanitized:
        found.update({"sanitizers": [dataclasses.asdict(r) for r in report.sanitizer_reports],
                      "sanitizer_notes": report.sanitizer_notes})
    return found


# --- judge.py stress --------------------------------------------------------------------

def stress_json(outcome, case_path):
    found = outcome.failure
    named = {"problem": outcome.problem}
    named.update(path_json("source", outcome.source))
    if case_path:
        named.update(path_json("case", case_path))
    if outcome.sanitizer:
        named.update({"sanitizer": outcome.sanitizer,
                      "sanitized": dataclasses.asdict(found.sanitized) if found and found.sanitized else None})
    return dict(named, **{"seed": outcome.seed,
            "difference": found is not None, "verdict": found.verdict.value if found else None,
            "phase": outcome.phase, "cases": outcome.cases, "runs": outcome.runs,
            "seconds": round(outcome.seconds, 3), "build_seconds": round(outcome.build_seconds, 3),
            "note": outcome.note,
            "first_player_wins": outcome.first_wins,
            "first_player_loses": outcome.first_loses, "ranges": outcome.ranges,
            "input": found.text if found else None, "expected": found.expected if found else None,
            "actual": found.output if found else None})


def format_stress(outcome, case_path, colour):
    covered = ", ".join("%s %d..%d" % (name, low, high) for name, (low, high) in outcome.ranges.items())
    summary = "%d cases in %d runs, %.1f s of a %g s budget after a %.1f s build: first player wins %d, " \
        "loses %d; %s" % (outcome.cases, outcome.runs, outcome.seconds - outcome.shrinking, outcome.budget,
                          outcome.build_seconds, outcome.first_wins, outcome.first_loses, covered or "nothing run")
    found = outcome.failure
    if found is not None and outcome.shrinking:
        now = len(found.text.splitlines())
        summary += "\nthe failing input was %s; %s in %.1f s more (shrinking may take up to %g s)" % (
            _count(outcome.found_lines, "line"), "shrunk to %s" % _count(now, "line") if now < outcome.found_lines
            else "none of it could be cut", outcome.shrinking, outcome.allowance)
    if found is None:
        return "%s: no difference from the oracle (seed %d)\n%s" % (paths.shown_path(outcome.source), outcome.seed,
                                                                   summary)
    # A sanitizer ends the program at what it reports: the output after it is cut, not wrong.
    said = "%s reports %s" % (found.sanitized.sanitizer, found.sanitized.what) if found.sanitized \
        else paint(found.verdict.value, found.verdict, colour)
    lines = ["%s: %s (seed %d, phase %s%s)" % (paths.shown_path(outcome.source), said, outcome.seed, outcome.phase,
                                               ", built with " + outcome.sanitizer if outcome.sanitizer else ""),
             summary]
    if found.verdict is Verdict.COMPILATION_ERROR:
        return "\n".join(lines + compile_lines(outcome.compile_messages))
    shown = found.text.replace("\r", "\\r").splitlines()
    lines.append("smallest failing input (%s):" % _count(len(shown), "line"))
    lines += ["  " + compare.shown_line(line) for line in shown[:20]] + (["  ..."] if len(shown) > 20 else [])
    if found.cause:
        lines.append("cause: " + found.cause)
    if found.sanitized is not None:
        lines.append("sanitizer: " + found.sanitized.shown().rsplit(", on ", 1)[0])
    index = found.first_wrong_line() if found.verdict in ANSWER_VERDICTS and not found.sanitized else None
    if index is not None:
        want = found.expected[index] if index < len(found.expected) else "(no line)"
        got = found.output[index] if index < len(found.output) else "(no line)"
        width = max(len("expected"), len(want[:60]))
        lines += ["output line %d:" % (index + 1), "  %-*s | %s" % (width, "expected", "actual"),
                  "  %-*s | %s" % (width, want[:60], got[:60])]
    if outcome.note:
        lines.append("note: " + outcome.note)
    if case_path:
        lines.append("written as a test case: %s and .ans; judge it again with" % paths.shown_path(case_path))
        lines.append("  " + paths.judge_command("test", outcome.problem, paths.here(outcome.source), "--case",
                                                paths.here(case_path), *(["--sanitize"] if outcome.sanitizer else [])))
    return "\n".join(lines)


# --- judge.py rejected, list ------------------------------------------------------------

def format_rejected(checked):
    """One line: a rejected solution, its verdict, and what stress found."""
    stressed, note = checked.stressed, ""
    if stressed is not None and stressed.error:
        note = "; %s" % stressed.error
    elif stressed is not None:
        found = "stress finds %s" % stressed.found.value if stressed.found else "stress found NO difference"
        late = "" if stressed.seconds <= stressed.promised + 1 else ", LATER than the %.0f s it promised" % \
            stressed.promised
        note = "; %s in %.1f s%s" % (found, stressed.seconds, late)
    verdict = checked.got.value if checked.got is checked.want else "got %s, expected %s" % (
        checked.got.value, checked.want.value)
    return "%-4s %-55s %s%s" % ("ok" if checked.ok else "FAIL", paths.shown_path(checked.path), verdict, note)


def format_rejected_total(checked, failed):
    if not failed:
        return "all %d rejected solutions get their verdicts" % checked
    return "%d of %d rejected solutions do NOT get their verdicts" % (failed, checked)


def format_problem_list(listed):
    """The problems in aligned columns, in the path's order: its number,
    name, judge id, difficulty (1 to 5), limits, whether you have solved it,
    title. listed: [(Step or None off the path, Problem, state)]."""
    rows = [("#", "problem", "judge", "level", "time", "memory", "you", "title")]
    rows += [(str(step.number) if step else "-", problem.name, problem.judge, str(step.difficulty) if step else "-",
              "%gs" % problem.time_limit, shown_memory(problem.memory_limit).replace(" ", ""),
              {"solved": "solved", "tried": "tried"}.get(state, ""), problem.title)
             for step, problem, state in listed]
    return _columns(rows, right=(0, 4, 5))


def _columns(rows, right=()):
    """rows of words as aligned columns, two blanks apart, the last one
    unpadded; the columns numbered in right aligned right."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return "\n".join("  ".join((word.rjust(widths[i]) if i in right else word.ljust(widths[i]))
                               if i < len(row) - 1 else word for i, word in enumerate(row)).rstrip()
                     for row in rows)


def format_status(rows, suggested, history_path):
    """Where a contestant stands, problem by problem on the path, and the
    problem suggested next (training.standing's rows)."""
    table = [("#", "problem", "level", "state", "tries", "last verdict", "hints", "analysis")]
    for row in rows:
        table.append((str(row.step.number), row.step.name, str(row.step.difficulty), row.state,
                      str(row.tries) if row.tries else "", row.last_verdict or "",
                      "%d/%d" % (row.hints_seen, row.hints) if row.hints_seen else "",
                      "seen" if row.analysis_seen else ""))
    solved = sum(row.state == "solved" for row in rows)
    lines = ["Your work, from %s:" % paths.shown_path(history_path), "", _columns(table, right=(0, 4)), "",
             "Solved %d of %d." % (solved, len(rows))]
    if suggested is not None:
        lines.append("Next on the path: %s%s: python3 judge.py show %s" % (
            suggested.name, " (it builds on %s)" % ", ".join(suggested.builds_on) if suggested.builds_on else "",
            suggested.name))
    else:
        lines.append("Every problem on the path is solved.")
    return "\n".join(lines)


def status_json(rows, suggested, history_path):
    """format_status as one JSON object."""
    return {"history": history_path, "next": suggested.name if suggested else None,
            "problems": [{"number": row.step.number, "name": row.step.name, "difficulty": row.step.difficulty,
                          "builds_on": list(row.step.builds_on), "state": row.state, "tries": row.tries,
                          "last_verdict": row.last_verdict, "first_failing": row.first_failing,
                          "hints_seen": row.hints_seen, "hints": row.hints, "analysis_seen": row.analysis_seen}
                         for row in rows]}


class Progress:
    """One line on standard error, if it is a terminal (and shown), rewritten
    as stress or bench goes. Use as a context manager: the line is
    cleared on leaving it."""

    def __init__(self, shown=True):
        self.shown = 0
        self.enabled = shown and sys.stderr.isatty()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.clear()

    def __call__(self, phase, cases):
        """Stress's progress: the phase, and the cases checked so far."""
        self.say("stress: %s, %d cases checked" % (phase, cases))

    def say(self, line):
        """Show line in place of the last one."""
        if not self.enabled:
            return
        line = visible(line)
        sys.stderr.write("\r" + line.ljust(self.shown))
        sys.stderr.flush()
        self.shown = len(line)

    def clear(self):
        if self.shown:
            sys.stderr.write("\r" + " " * self.shown + "\r")
            sys.stderr.flush()


def internal_error(error):
    """One line on a failure of the judge: an InternalError's message, or
    what the machine refused (a full disk, ...), or a fault of its own."""
    if isinstance(error, OSError):
        where = ": %s" % paths.shown_path(error.filename) if isinstance(error.filename, str) else ""
        return "%s%s" % (error.strerror or error, where)
    if isinstance(error, InternalError):
        return str(error)
    return "%s: %s (JUDGE_TRACEBACK=1 shows where)" % (type(error).__name__, error)


def format_input_run(done, colour):
    """What judge.py run says on standard error about a judging.InputRun:
    the build if it failed, else time and memory, the verdict if the run
    earned one, and what is known of the answers."""
    if done.run is None:
        return format_build(done.built, colour)
    run = done.run
    lines = ["%.3f s of CPU time, %d KiB of memory%s" % (
        run.cpu, run.memory_kib, "; %s: %s" % (done.verdict.value, done.cause) if done.verdict else "")]
    return "\n".join(lines + done.findings)


def format_hack(outcome, case_path, again):
    """What judge.py hack says: the failure, with its input, the case it
    wrote and the command that judges it again; or what it tried."""
    failure = outcome.failure
    if failure is None:
        if not outcome.tried:
            return "Accepted on the case"
        sizes = ", ".join("%d at size %d" % (count, size) for size, count in sorted(outcome.tried.items()))
        return "no difference in %d inputs (%s), %.1f s" % (sum(outcome.tried.values()), sizes, outcome.seconds)
    lines = failure.text.decode("utf-8", "replace").splitlines()
    said = ["%s on %s:" % (failure.verdict.value, "this input" if not outcome.tried else
                          "an input of size %d (generator seed %d)" % (failure.size, failure.seed))]
    said += ["  " + compare.shown_line(line) for line in lines[:30]] + (["  ..."] if len(lines) > 30 else [])
    said.append(failure.detail)
    if case_path:
        said.append("written to %s, with the brute force's output as its .ans" % paths.shown_path(case_path))
    if again:
        said.append("judge it again: " + again)
    return "\n".join(said)
