"""Judging sources on their problems' data: build once, run every test,
judge each output (compare.py), and collect a SourceReport."""

import concurrent.futures
import os

from localjudge import compare
from localjudge.limits import Limits
from localjudge.problems import Problem
from localjudge.submission import Submission
from localjudge.verdicts import Verdict
from oracles import cases as case_model


class TestResult:
    def __init__(self, name, verdict, time=0.0, memory=0, detail=""):
        self.name = name
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


def judge_source(problem, source, limits, strict=False, run_all=False):
    """Build and judge one source on its problem's data: a SourceReport.
    Stops at the first test not Accepted unless run_all."""
    report = SourceReport(problem.name, source)
    with Submission(source, limits) as submission:
        report.compile_messages = submission.compile_messages
        if not submission.compile_ok:
            report.verdict = Verdict.COMPILATION_ERROR
            return report
        for test in problem.tests():
            run, verdict, cause = submission.execute(test.input)
            if verdict is None:
                verdict, cause = judge_output(problem, test, run.stdout, strict)
            report.tests.append(TestResult(test.name, verdict, run.cpu, run.memory_kib, cause))
            if verdict is not Verdict.ACCEPTED and report.verdict is Verdict.ACCEPTED:
                report.verdict = verdict
                if not run_all:
                    break
    return report


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
    """'input line L: TEXT' for the case whose answer holds output_line."""
    if parsed is None:
        return ""
    end = 0
    for item in parsed:
        end += len(oracle.answer(item.case))
        if output_line <= end:
            return "input line %d: %s" % (item.line, " / ".join(oracle.write_case(item.case)))
    return ""


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
    width = max(len("expected"), len(shown(expected)))
    lines = ["first difference at output line %d%s" % (line, " (" + case + ")" if case else ""),
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


def _judge_job(problem_name, source, overrides, strict, run_all):
    """One source judged, in a worker process of its own."""
    problem = Problem(problem_name)
    return judge_source(problem, source, limits_for(problem, overrides), strict, run_all)


def judge_in_parallel(jobs, overrides, strict=False, run_all=False):
    """SourceReports for (problem name, source) jobs, in order, judged across
    the cores; each report is yielded whole, so output never interleaves."""
    if len(jobs) == 1:
        yield _judge_job(jobs[0][0], jobs[0][1], overrides, strict, run_all)
        return
    with concurrent.futures.ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        futures = [pool.submit(_judge_job, name, source, overrides, strict, run_all)
                   for name, source in jobs]
        for future in futures:
            yield future.result()
