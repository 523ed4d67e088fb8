"""Judging a source on its problem's data: build once, run each test, judge
each output (compare.py), and collect a SourceReport, reporting each test
as soon as it has run."""

import bisect
import dataclasses
import itertools
import os
import tempfile
from dataclasses import dataclass, field
from typing import List, Optional

from common import casemodel as case_model
from common import paths, userfiles
from common.errors import UsageError
from common.userfiles import MIB
from localjudge import compare, languages, sanitize
from localjudge.limits import CASE_LIMIT
from localjudge.problems import BEYOND_JUDGE, OWN, ROBUSTNESS, Test
from localjudge.sandbox import Run
from localjudge.submission import Submission
from localjudge.verdicts import Verdict


@dataclass
class TestResult:
    """How a program did on one test."""
    name: str
    group: str                        # problems.STATEMENT, BEYOND_JUDGE, OWN or ROBUSTNESS
    verdict: Verdict
    time: float = 0.0                 # CPU seconds
    memory: int = 0                   # KiB
    detail: str = ""                  # what went wrong, for a person
    difference: Optional[compare.Difference] = None   # the first, if the output differs


@dataclass
class SourceReport:
    """How one source fared on one problem."""
    problem: str
    source: str
    verdict: Verdict = Verdict.ACCEPTED
    tests: List[TestResult] = field(default_factory=list)
    compile_messages: str = ""        # the errors, or the warnings of a build that succeeded
    total_tests: int = 0              # the tests it was to be judged on, run or not
    warnings: List[str] = field(default_factory=list)   # robustness failures that did not count
    notes: List[str] = field(default_factory=list)      # what the real judge would make of it
    sanitized: bool = False           # built with the sanitizers too (--sanitize)
    sanitizer_reports: list = field(default_factory=list)   # sanitize.Report: the first of each sanitizer
    sanitizer_notes: List[str] = field(default_factory=list)   # a sanitizer that could not look, and why


@dataclass
class InputRun:
    """A source built and run on one input of the user's (judge.py run)."""
    built: SourceReport               # the build; Compilation Error if it failed
    run: Optional[Run] = None
    verdict: Optional[Verdict] = None  # what the way the run ended earned, if anything
    cause: str = ""
    answers_right: bool = True        # the answers are right, or nothing can tell
    findings: List[str] = field(default_factory=list)   # on the answers, for a person


def judge_source(problem, source, limits, strict=False, run_all=False, robust=False, std=None,
                 tests=None, on_build=None, on_test=None, beyond=False, interpreter="python3", sanitized=False):
    """Build and judge one source on its problem's tests (all, or those
    given): a SourceReport. I/O: compiles and runs the source in sandboxes,
    reads the tests. on_build(report) is called once it is built,
    on_test(result) as soon as each test has run. A test that counts and
    fails ends the counting tests unless run_all. The robustness set counts
    only if robust; otherwise it runs only for a source Accepted so far (the
    layouts say something only of a right solution), or if run_all or the
    tests are given, and a failure there is a warning if the program answers
    the same cases right in the judges' layout. A test beyond the real
    judge's data (BEYOND_JUDGE) counts only if beyond: code the real judge
    accepts is Accepted here, and a failure there is a warning that names
    the case (judge.py rejected and export's check count them). An own
    test whose .ans the oracle disagrees with is judged by the oracle, with
    a note. interpreter runs a Python source (python3 or pypy3). If
    sanitized, a C or C++ source that built is then built with the
    sanitizers and run on the tests in order, whatever its verdict, until
    each sanitizer reports something (sanitize.first_reports)."""
    chosen, tests = tests is not None, problem.tests() if tests is None else tests
    result = SourceReport(problem.name, source, total_tests=len(tests), sanitized=sanitized)
    judged = _judge_tests(problem, source, limits, strict, run_all, robust, std, tests, chosen, on_build, on_test,
                          beyond, interpreter, result)
    if sanitized and judged.verdict is not Verdict.COMPILATION_ERROR:
        judged.sanitizer_reports, judged.sanitizer_notes = sanitize.first_reports(
            source, [t for t in tests if t.group != ROBUSTNESS], limits, problem.dialect, std)
    return judged


def _judge_tests(problem, source, limits, strict, run_all, robust, std, tests, chosen, on_build, on_test, beyond,
                 interpreter, result):
    """judge_source's build and runs, into result."""
    with Submission(source, limits, problem.dialect, std, interpreter=interpreter) as submission:
        result.compile_messages = submission.compile_messages
        result.notes = submission.notes          # a run may add to them (the stack)
        if not submission.compile_ok:
            result.verdict = Verdict.COMPILATION_ERROR
        if on_build:
            on_build(result)
        if not submission.compile_ok:
            return result
        stopped = exit_noted = False
        in_judges_layout = {}          # input text: is the program right on it
        for test in tests:
            counts = (robust or test.group != ROBUSTNESS) and (beyond or test.group != BEYOND_JUDGE)
            if (counts and stopped) or (not counts and result.verdict is not Verdict.ACCEPTED
                                        and not run_all and not chosen):
                continue
            if test.group == OWN:
                test, note = check_own_test(problem, test)
                result.notes += [note] if note else []
            run, verdict, cause = submission.execute(test.input, test.name)
            difference = None
            if verdict is None:
                verdict, cause, difference = judge_output(problem, test, run.stdout, strict)
                if run.exit_code and not exit_noted:
                    result.notes.append(exit_status_note(problem, test, run, verdict, source))
                    exit_noted = True
            if verdict is not Verdict.ACCEPTED and test.group == BEYOND_JUDGE:
                cause = beyond_judge_note(problem, test, run.stdout, difference, strict) + (
                    "\n" + cause if cause else "")
            tested = TestResult(test.name, test.group, verdict, run.cpu, run.memory_kib, cause, difference)
            result.tests.append(tested)
            if on_test:
                on_test(tested)
            if verdict is Verdict.ACCEPTED:
                continue
            if not counts and test.group == BEYOND_JUDGE:
                result.warnings.append("%s: %s, beyond the judge's data: %s; a warning only (--beyond makes it "
                                       "count)" % (test.name, verdict.value, cause.split("\n", 1)[0]))
            elif not counts:
                if right_in_judges_layout(problem, submission, test, strict, in_judges_layout):
                    result.warnings.append(robustness_warning(problem, test, verdict))
            elif result.verdict is Verdict.ACCEPTED:
                result.verdict = verdict
                stopped = not run_all
    return result


def exit_status_note(problem, test, run, verdict, source):
    """One line on a non-zero exit status the real judge is not known to
    count."""
    right = " (the output was right)" if verdict is Verdict.ACCEPTED else ""
    if languages.language_of(source) in (languages.C, languages.CPP):
        return "main returned %d on %s: %s is not known to reject that, so neither does this judge%s; " \
            "declare int main and return 0, as judges that count it give Runtime Error" % (
                run.exit_code, test.name, problem.dialect.name, right)
    return "it exited with status %d on %s: %s is not known to reject that, so neither does this judge%s; " \
        "judges that count it give Runtime Error" % (run.exit_code, test.name, problem.dialect.name, right)


def right_in_judges_layout(problem, submission, test, strict, known):
    """Does the program answer the cases of a robustness test right when
    they are laid out as the judges' data is? I/O: writes that input to the
    submission's folder and runs the program on it. known holds the answers by
    input text, as each is run once."""
    oracle = problem.oracle
    parsed = read_test(oracle, test.input)
    if parsed is None:
        return False
    text = case_model.write_input(oracle, [p.case for p in parsed])
    if text not in known:
        path = os.path.join(submission.workdir, "judges-layout.in")
        with open(path, "wb") as written:
            written.write(text.encode())
        run, verdict, _ = submission.execute(path, test.name)
        known[text] = verdict is None and judge_output(
            problem, dataclasses.replace(test, input=path, answer=None), run.stdout, strict)[0] is Verdict.ACCEPTED
    return known[text]


def robustness_warning(problem, test, verdict):
    """One line: the layout a program failed and what it did not do."""
    layout = test.name.split("-", 1)[-1]
    framing = getattr(problem.oracle, "FRAMING", None)
    failure = case_model.LAYOUT_FAILURES.get(layout, "fails an input laid out outside the statement")
    return "%s: %s: %s; a warning only (--robust makes it count)" % (
        test.name, verdict.value, failure.format(terminator=getattr(framing, "line", "terminator")))


def beyond_judge_note(problem, test, output, difference, strict=False):
    """One line: the real judges' data lacks this test, and the case the
    program gets wrong."""
    note = "%s would accept this: their data is not known to hold this test's cases" % " and ".join(
        problem.judges())
    oracle = problem.oracle
    parsed = read_test(oracle, test.input)
    case = _blame(oracle, parsed, output, expected_answer(problem, test), difference.line, strict)[0] \
        if difference else None
    if case is None:
        return note
    return "%s; it is wrong on (%s)" % (note, ", ".join(" ".join(oracle.write_case(case.case)).split()))


def beyond_judge_only(problem, source, std=None):
    """One line if source passes every test of problem's the real judges'
    data is known to hold and fails only tests beyond it (the real judges
    would accept it, as test says test by test), else None. I/O: judges
    source on the problem's tests."""
    if not problem.beyond_judge:
        return None
    judged = judge_source(problem, source, problem.limits(source), run_all=True, std=std, beyond=True)
    failed = [t for t in judged.tests if t.verdict is not Verdict.ACCEPTED and t.group != ROBUSTNESS]
    if not failed or any(t.group != BEYOND_JUDGE for t in failed):
        return None
    return "%s would accept this: it passes every test their data is known to hold, and fails only %s, " \
        "beyond it (judge.py test shows where)" % (" and ".join(problem.judges()), ", ".join(t.name for t in failed))


def check_own_test(problem, test):
    """(test, note) for an own test: the test as it is judged, and one line
    on it, or None. I/O: reads its input and .ans. An own .ans is checked against the oracle's answer: if
    they disagree, the test is judged by the oracle's, and the note shows
    it where they first differ; if the oracle cannot read the input, the
    note names the rule or bound it breaks."""
    oracle = problem.oracle
    if test.answer is None or oracle is None:
        return test, None
    try:
        parsed = parse_test(oracle, test.input)
    except case_model.InputError as error:
        return test, "%s is outside the statement (%s): judged by its .ans alone, which no oracle checks" % (
            paths.shown_path(test.input), error)
    answer = read_answer(test.answer)
    wanted = oracle_answer(oracle, parsed)
    agrees = compare.judge_cases(oracle, [p.case for p in parsed], answer).verdict
    found = compare.first_difference(answer, wanted)
    if agrees is Verdict.ACCEPTED or found is None:
        return test, None
    case, after = _blame(oracle, parsed, answer, wanted, found.line)
    where = " (%s)" % _where(oracle, parsed, case, after) if case else ""
    return dataclasses.replace(test, answer=None), "%s disagrees with the oracle at its line %d%s: it has %s, the oracle %s; " \
        "judged by the oracle's answer" % (paths.shown_path(test.answer), found.line, where,
                                           _shown_line(found.actual), _shown_line(found.expected))


def _shown_line(line):
    return "(no line)" if line is None else "`%s`" % line.decode("utf-8", "replace")


def expected_answer(problem, test):
    """The answer to a test: its .ans file, or the oracle's answer to its
    input; a UsageError if there is neither. I/O: reads the files."""
    if test.answer is not None:
        return read_answer(test.answer)
    if problem.oracle is None:
        raise UsageError("%s has no .ans beside it, and %s has no oracle to answer it: judge.py run shows "
                         "what a program prints" % (paths.shown_path(test.input), problem.name))
    try:
        return oracle_answer(problem.oracle, parse_test(problem.oracle, test.input))
    except case_model.InputError as error:
        raise UsageError("%s has no .ans beside it, and the oracle cannot answer it: it is outside the "
                         "statement of %s (%s)" % (paths.shown_path(test.input), problem.name, error))


def read_answer(path):
    """The bytes of an answer file, read as userfiles.read_file reads."""
    return userfiles.read_file(path, CASE_LIMIT, "an answer")


def oracle_answer(oracle, parsed):
    """The oracle's answer (bytes) to [Parsed] cases."""
    return "".join(line + "\n" for line in case_model.expected_lines(oracle, [p.case for p in parsed])).encode()


def judge_output(problem, test, output, strict=False):
    """(verdict, what differs, the first compare.Difference or None) for a
    program's output on a test: by the problem's checker if it has one
    (compare.judge_cases), else against the answer. I/O: reads the test's
    input and answer; the input only where a checker judges or the output
    differs, to tell which case a difference is in."""
    oracle = problem.oracle
    if oracle is not None and hasattr(oracle, "check"):
        parsed = read_test(oracle, test.input)
        return judge_against(oracle, parsed, output, None if parsed is not None else expected_answer(problem, test),
                             strict)
    answer = expected_answer(problem, test)
    if compare.compare(output, answer, strict) is Verdict.ACCEPTED:
        return Verdict.ACCEPTED, "", None
    return judge_against(oracle, read_test(oracle, test.input), output, answer, strict)


def judge_against(oracle, parsed, output, answer, strict=False):
    """(verdict, what differs, the first compare.Difference or None) for a
    program's output on the cases parsed (case_model.Parsed, or None where
    no oracle reads them): by the oracle's checker if it has one, else
    against answer (bytes) by HDU's rule (byte for byte if strict), the
    difference shown with the case its line answers. The one judgement
    of an output, for judge.py test and hack alike. Pure."""
    if parsed is not None and hasattr(oracle, "check"):
        judged = compare.judge_cases(oracle, [p.case for p in parsed], output)
        if judged.verdict is Verdict.ACCEPTED:
            return judged.verdict, "", None
        index = judged.wrong[0]
        where = "case %d (input line %d)" % (index + 1, parsed[index].line) if index < len(parsed) else \
            _where(oracle, parsed, parsed[-1], True) if parsed else "after the last case"
        return judged.verdict, "%s: %s" % (where, judged.message), None
    verdict = compare.compare(output, answer, strict)
    if verdict is Verdict.ACCEPTED:
        return verdict, "", None
    difference, text = describe_difference(output, answer, oracle, parsed, strict)
    return verdict, text, difference


def parse_test(oracle, input_path):
    """[Parsed] cases of a test input, as the oracle reads it leniently; an
    InputError that names the line and the rule or bound it breaks if it
    cannot, a UsageError if the file is none the judge reads for a user
    (userfiles.read_file). I/O: reads the file."""
    text = userfiles.read_file(input_path, CASE_LIMIT, "an input").decode("utf-8", "replace")
    return case_model.read_input(oracle, text, strict=False)


def read_test(oracle, input_path):
    """[Parsed] cases of a test input, or None without an oracle or when the
    oracle cannot read it. I/O: reads the file."""
    if oracle is None:
        return None
    try:
        return parse_test(oracle, input_path)
    except case_model.InputError:
        return None


def _blame(oracle, parsed, output, answer, line, strict=False):
    """(Parsed, after) for the first output line (1-based) that differs from
    the answer: the case whose answer holds it, after False; or, when the
    program printed lines more after a case's answer, that case, after
    True: past the last answer, or when the program's lines hold the next
    case's answer a few lines on and, from there, match the answer further
    than they do unshifted. (None, False) when no case can be told."""
    if not parsed:
        return None, False
    got = [tokens.split() for tokens in compare.compared_lines(output, strict)]
    want = [tokens.split() for tokens in compare.compared_lines(answer, strict)]
    ends = list(itertools.accumulate(len(lines) for lines in case_model.answers(oracle, [item.case for item in parsed])))
    index = line - 1
    if index >= ends[-1]:
        return parsed[-1], True
    holder = bisect.bisect_right(ends, index)
    if holder:
        start, stop = ends[holder - 1], ends[holder]
        shift = next((s for s in range(1, len(got) - len(want) + 1)
                      if got[start + s:stop + s] == want[start:stop]), None)
        if shift is not None and start + _matching(got[start + shift:], want[start:]) > \
                index + 1 + _matching(got[index + 1:], want[index + 1:]):
            return parsed[holder - 1], True
    return parsed[holder], False


def _matching(got, want):
    """How many lines match from the start."""
    return next((i for i, (a, b) in enumerate(zip(got, want)) if a != b), min(len(got), len(want)))


def _where(oracle, parsed, item, after):
    """The input line a difference is blamed on (see _blame), in words."""
    where = "input line %d: %s" % (item.line, " / ".join(oracle.write_case(item.case)))
    if not after:
        return where
    where = "a line more after the answer to " + where
    terminator = getattr(oracle.FRAMING, "line", None)
    if item is parsed[-1] and terminator is not None:
        where = "a line for the terminator `%s`, which ends the input and is no case; or %s" % (terminator, where)
    return where


def describe_difference(output, answer, oracle=None, parsed=None, strict=False):
    """(Difference, text): the first difference, with the case its line
    answers, for a person."""
    found = compare.first_difference(output, answer, strict)
    if found is None:
        return None, ""
    case, after = _blame(oracle, parsed, output, answer, found.line, strict)
    return found, compare.describe(found, _where(oracle, parsed, case, after) if case else "")


def limits_for(problem, overrides, source=None):
    """The problem's limits for source (problem.limits), with overrides
    {"time", "memory", "output"} where they are not None."""
    limits = problem.limits(source)
    for name, value in overrides.items():
        if value is not None:
            setattr(limits, name, value)
    return limits


def run_on_input(problem, source, data, limits, std=None, interpreter="python3"):
    """Build source and run it on data (bytes), then check its answers
    where the oracle can read the input: an InputRun. I/O: a temporary
    file for the input."""
    with tempfile.NamedTemporaryFile(prefix="judge-input-") as stored, \
            Submission(source, limits, problem.dialect, std, interpreter=interpreter) as submission:
        stored.write(data)
        stored.flush()
        built = SourceReport(problem.name, source, compile_messages=submission.compile_messages,
                             notes=submission.notes)
        if not submission.compile_ok:
            built.verdict = Verdict.COMPILATION_ERROR
            return InputRun(built)
        run, verdict, cause = submission.execute(stored.name)
        done = InputRun(built, run, verdict, cause)
        if verdict is None:
            done.answers_right, done.findings = check_answers(problem, data, run.stdout, stored.name)
        return done


def check_answers(problem, data, output, input_path):
    """(right, findings): whether output answers the input at input_path
    (data, its bytes) as the judge would, and lines on it for a person.
    Right too when nothing can tell (no oracle, or one that cannot read the
    input)."""
    oracle = problem.oracle
    if oracle and len(data) > CASE_LIMIT:
        return True, ["(the input is larger than the %d MiB the oracle reads, so its answers are not checked)"
                      % (CASE_LIMIT // MIB)]
    try:
        parsed = parse_test(oracle, input_path) if oracle else None
    except case_model.InputError as error:
        return True, ["(the oracle cannot read this input, so its answers are not checked: %s)" % error]
    if parsed is None:
        return True, ["(%s has no oracle, so its answers are not checked)" % problem.name]
    findings = []
    try:
        case_model.read_input(oracle, data.decode("utf-8", "replace"))
    except case_model.InputError as error:
        findings.append("note: the input is outside the statement's layout (%s); it is read as a tolerant "
                        "program would" % error)
    verdict, detail, _ = judge_output(problem, Test("input", input_path, None, OWN), output)
    if verdict is Verdict.ACCEPTED:
        return True, findings + ["all %d answers right" % len(parsed)]
    return False, findings + ["%s\n%s" % (verdict.value, detail)]
