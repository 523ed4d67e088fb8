"""Judging sources on their problems' data: build once, run every test,
judge each output (compare.py), and collect a SourceReport."""

import concurrent.futures
import os

from localjudge import compare
from localjudge.limits import Limits
from localjudge.problems import BEYOND_JUDGE, ROBUSTNESS, Problem
from localjudge.submission import Submission
from localjudge.verdicts import Verdict
from oracles import cases as case_model


class TestResult:
    def __init__(self, name, group, verdict, time=0.0, memory=0, detail=""):
        self.name = name
        self.group = group        # problems.STATEMENT, BEYOND_JUDGE or ROBUSTNESS
        self.verdict = verdict
        self.time = time          # CPU seconds
        self.memory = memory      # KiB
        self.detail = detail      # what went wrong, for a person


class SourceReport:
    """How one source fared on one problem."""

    def __init__(self, problem, source):
        self.problem = problem
        self.source = source
        self.verdict = Verdict.ACCEPTED
        self.tests = []
        self.compile_messages = ""
        self.warnings = []        # robustness failures that did not count, one line each
        self.notes = []           # what the real judge would make of it, one line each


def judge_source(problem, source, limits, strict=False, run_all=False, robust=False, std=None):
    """Build and judge one source on its problem's data: a SourceReport.
    A test that counts and fails ends the counting tests unless run_all.
    The robustness set counts only if robust; otherwise each failure there
    is a warning, and all of it runs."""
    report = SourceReport(problem.name, source)
    with Submission(source, limits, problem.dialect, std) as submission:
        report.compile_messages = submission.compile_messages
        report.notes = list(submission.notes)
        if not submission.compile_ok:
            report.verdict = Verdict.COMPILATION_ERROR
            return report
        stopped = exit_noted = False
        for test in problem.tests():
            counts = robust or test.group != ROBUSTNESS
            if counts and stopped:
                continue
            run, verdict, cause = submission.execute(test.input)
            if verdict is None:
                verdict, cause = judge_output(problem, test, run.stdout, strict)
                if run.exit_code and not exit_noted:
                    report.notes.append(exit_status_note(problem, test, run, verdict))
                    exit_noted = True
            if verdict is not Verdict.ACCEPTED and test.group == BEYOND_JUDGE:
                cause = beyond_judge_note(problem, test, run.stdout) + ("\n" + cause if cause else "")
            report.tests.append(TestResult(test.name, test.group, verdict, run.cpu, run.memory_kib, cause))
            if verdict is Verdict.ACCEPTED:
                continue
            if not counts:
                report.warnings.append(robustness_warning(problem, test, verdict))
            elif report.verdict is Verdict.ACCEPTED:
                report.verdict = verdict
                stopped = not run_all
    return report


def exit_status_note(problem, test, run, verdict):
    """One line on a non-zero exit status the real judge is not known to
    count."""
    return "main returned %d on %s: %s is not known to reject that, so neither does this judge%s; " \
        "declare int main and return 0, as judges that count it give Runtime Error" % (
            run.exit_code, test.name, problem.dialect.name,
            " (the output was right)" if verdict is Verdict.ACCEPTED else "")


def robustness_warning(problem, test, verdict):
    """One line: the layout a program failed and what it did not do."""
    layout = test.name.split("-", 1)[-1]
    framing = getattr(problem.oracle, "FRAMING", None)
    failure = case_model.LAYOUT_FAILURES.get(layout, "fails an input laid out outside the statement")
    return "%s: %s: %s; a warning only (--robust makes it count)" % (
        test.name, verdict.value, failure.format(terminator=getattr(framing, "line", "terminator")))


def beyond_judge_note(problem, test, output):
    """One line: the real judges' data lacks this test, and the case the
    program gets wrong."""
    judges = " and ".join(problem.judges())
    note = "%s would accept this: their data does not hold this test's cases" % judges
    with open(test.answer, "rb") as answer_file:
        found = compare.first_difference(output, answer_file.read())
    oracle = problem.oracle
    case = _case_of_output_line(oracle, _read_test(oracle, test.input), found[0]) if found else None
    if case is None:
        return note
    return "%s; it is wrong on (%s)" % (note, ", ".join(" ".join(oracle.write_case(case.case)).split()))


def judge_output(problem, test, output, strict=False):
    """(verdict, what differs) for a program's output on a test: by the
    problem's checker if it has one, else against the answer file."""
    oracle = problem.oracle
    parsed = _read_test(oracle, test.input) if hasattr(oracle, "check") else None
    if parsed is not None:
        cases = [p.case for p in parsed]
        verdict, index, wrong = compare.check_cases(
            oracle.check, cases, [len(oracle.answer(case)) for case in cases], output)
        if verdict is Verdict.ACCEPTED:
            return verdict, ""
        where = "after the last case" if index == len(cases) else \
            "case %d (input line %d)" % (index + 1, parsed[index].line)
        return verdict, "%s: %s" % (where, wrong)
    with open(test.answer, "rb") as answer_file:
        answer = answer_file.read()
    verdict = compare.compare(output, answer, strict)
    if verdict is Verdict.ACCEPTED:
        return verdict, ""
    return verdict, describe_difference(output, answer, oracle, _read_test(oracle, test.input))


def _read_test(oracle, input_path):
    """[Parsed] cases of a test input, or None without an oracle or when the
    oracle cannot read it."""
    if oracle is None:
        return None
    try:
        with open(input_path, encoding="utf-8", errors="replace", newline="") as data:
            return case_model.read_input(oracle, data.read(), strict=False)
    except (case_model.InputError, OSError):
        return None


def _case_of_output_line(oracle, parsed, output_line):
    """The Parsed case whose answer holds output_line, or None."""
    if parsed is None:
        return None
    end = 0
    for item in parsed:
        end += len(oracle.answer(item.case))
        if output_line <= end:
            return item
    return None


def describe_difference(output, answer, oracle=None, parsed=None):
    """The first differing line side by side, the case it answers, and a
    hint when the tokens match."""
    found = compare.first_difference(output, answer)
    if found is None:
        return ""
    line, expected, actual = found

    def shown(text):
        if text is None:
            return "(no line)"
        text = text.decode("utf-8", "replace")
        if text != text.strip() or "\t" in text or "\r" in text:
            text = repr(text)
        return text if len(text) <= 60 else text[:57] + "..."

    case = _case_of_output_line(oracle, parsed, line)
    where = " (input line %d: %s)" % (case.line, " / ".join(oracle.write_case(case.case))) if case else ""
    width = max(len("expected"), len(shown(expected)))
    lines = ["first difference at output line %d%s" % (line, where),
             "  %-*s | %s" % (width, "expected", "actual"),
             "  %-*s | %s" % (width, shown(expected), shown(actual))]
    if output.split() == answer.split():
        lines.append("hint: the tokens all match; only blanks or line breaks differ")
    return "\n".join(lines)


def limits_for(problem, overrides):
    """The problem's limits, with overrides {"time", "memory", "output"}
    where they are not None."""
    limits = Limits(problem.time_limit, problem.memory_limit)
    for name, value in overrides.items():
        if value is not None:
            setattr(limits, name, value)
    return limits


def _judge_job(problem_name, source, overrides, options):
    """One source judged, in a worker process of its own."""
    problem = Problem(problem_name)
    return judge_source(problem, source, limits_for(problem, overrides), **options)


def judge_in_parallel(jobs, overrides, **options):
    """SourceReports for (problem name, source) jobs, in order, judged across
    the cores with judge_source's keyword options; each report is yielded
    whole, so output never interleaves."""
    if len(jobs) == 1:
        yield _judge_job(jobs[0][0], jobs[0][1], overrides, options)
        return
    with concurrent.futures.ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        futures = [pool.submit(_judge_job, name, source, overrides, options)
                   for name, source in jobs]
        for future in futures:
            yield future.result()
