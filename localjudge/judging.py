"""Judging a source on its problem's data: build once, run each test, judge
each output (compare.py), and collect a SourceReport, reporting each test
as soon as it has run."""

from localjudge import compare, report
from localjudge.errors import UsageError
from localjudge.limits import Limits
from localjudge.problems import BEYOND_JUDGE, ROBUSTNESS
from localjudge.submission import Submission
from localjudge.verdicts import Verdict
from oracles import cases as case_model


class TestResult:
    def __init__(self, name, group, verdict, time=0.0, memory=0, detail="", difference=None):
        self.name = name
        self.group = group            # problems.STATEMENT, BEYOND_JUDGE, OWN or ROBUSTNESS
        self.verdict = verdict
        self.time = time              # CPU seconds
        self.memory = memory          # KiB
        self.detail = detail          # what went wrong, for a person
        self.difference = difference  # the first compare.Difference, if the output differs


class SourceReport:
    """How one source fared on one problem."""

    def __init__(self, problem, source):
        self.problem = problem
        self.source = source
        self.verdict = Verdict.ACCEPTED
        self.tests = []
        self.compile_messages = ""    # the errors, or the warnings of a build that succeeded
        self.warnings = []            # robustness failures that did not count, one line each
        self.notes = []               # what the real judge would make of it, one line each


def judge_source(problem, source, limits, strict=False, run_all=False, robust=False, std=None,
                 tests=None, on_build=None, on_test=None):
    """Build and judge one source on its problem's tests (all, or those
    given): a SourceReport. on_build(report) is called once it is built,
    on_test(result) as soon as each test has run. A test that counts and
    fails ends the counting tests unless run_all. The robustness set counts
    only if robust; otherwise each failure there is a warning, and it runs
    only for a source Accepted so far (the layouts say something only of a
    right solution), or if run_all or the tests are given."""
    result = SourceReport(problem.name, source)
    chosen, tests = tests is not None, problem.tests() if tests is None else tests
    with Submission(source, limits, problem.dialect, std) as submission:
        result.compile_messages = submission.compile_messages
        result.notes = submission.notes          # a run may add to them (the stack)
        if not submission.compile_ok:
            result.verdict = Verdict.COMPILATION_ERROR
        if on_build:
            on_build(result)
        if not submission.compile_ok:
            return result
        stopped = exit_noted = False
        for test in tests:
            counts = robust or test.group != ROBUSTNESS
            if (counts and stopped) or (not counts and result.verdict is not Verdict.ACCEPTED
                                        and not run_all and not chosen):
                continue
            run, verdict, cause = submission.execute(test.input, test.name)
            difference = None
            if verdict is None:
                verdict, cause, difference = judge_output(problem, test, run.stdout, strict)
                if run.exit_code and not exit_noted:
                    result.notes.append(exit_status_note(problem, test, run, verdict))
                    exit_noted = True
            if verdict is not Verdict.ACCEPTED and test.group == BEYOND_JUDGE:
                cause = beyond_judge_note(problem, test, difference) + ("\n" + cause if cause else "")
            tested = TestResult(test.name, test.group, verdict, run.cpu, run.memory_kib, cause, difference)
            result.tests.append(tested)
            if on_test:
                on_test(tested)
            if verdict is Verdict.ACCEPTED:
                continue
            if not counts:
                result.warnings.append(robustness_warning(problem, test, verdict))
            elif result.verdict is Verdict.ACCEPTED:
                result.verdict = verdict
                stopped = not run_all
    return result


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


def beyond_judge_note(problem, test, difference):
    """One line: the real judges' data lacks this test, and the case the
    program gets wrong."""
    note = "%s would accept this: their data does not hold this test's cases" % " and ".join(problem.judges())
    oracle = problem.oracle
    case = _case_of_output_line(oracle, read_test(oracle, test.input), difference.line) if difference else None
    if case is None:
        return note
    return "%s; it is wrong on (%s)" % (note, ", ".join(" ".join(oracle.write_case(case.case)).split()))


def expected_answer(problem, test):
    """The answer to a test: its .ans file, or the oracle's answer to its
    input; a UsageError if there is neither."""
    if test.answer is not None:
        with open(test.answer, "rb") as answer:
            return answer.read()
    parsed = read_test(problem.oracle, test.input)
    if parsed is None:
        raise UsageError("%s has no .ans beside it, and %s has no oracle that can read it: "
                         "judge.py run shows what a program prints" % (test.input, problem.name))
    return "".join(line + "\n" for p in parsed for line in problem.oracle.answer(p.case)).encode()


def judge_output(problem, test, output, strict=False):
    """(verdict, what differs, the first compare.Difference or None) for a
    program's output on a test: by the problem's checker if it has one,
    else against the answer."""
    oracle = problem.oracle
    parsed = read_test(oracle, test.input) if hasattr(oracle, "check") else None
    if parsed is not None:
        cases = [p.case for p in parsed]
        verdict, index, wrong = compare.check_cases(
            oracle.check, cases, [len(oracle.answer(case)) for case in cases], output)
        if verdict is Verdict.ACCEPTED:
            return verdict, "", None
        where = "after the last case" if index == len(cases) else \
            "case %d (input line %d)" % (index + 1, parsed[index].line)
        return verdict, "%s: %s" % (where, wrong), None
    answer = expected_answer(problem, test)
    verdict = compare.compare(output, answer, strict)
    if verdict is Verdict.ACCEPTED:
        return verdict, "", None
    difference, text = describe_difference(output, answer, oracle, read_test(oracle, test.input), strict)
    return verdict, text, difference


def read_test(oracle, input_path):
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


def describe_difference(output, answer, oracle=None, parsed=None, strict=False):
    """(Difference, text): the first difference, with the case its line
    answers, for a person."""
    found = compare.first_difference(output, answer, strict)
    if found is None:
        return None, ""
    case = _case_of_output_line(oracle, parsed, found.line)
    where = "input line %d: %s" % (case.line, " / ".join(oracle.write_case(case.case))) if case else ""
    return found, report.format_difference(found, where)


def limits_for(problem, overrides):
    """The problem's limits, with overrides {"time", "memory", "output"}
    where they are not None."""
    limits = Limits(problem.time_limit, problem.memory_limit)
    for name, value in overrides.items():
        if value is not None:
            setattr(limits, name, value)
    return limits
