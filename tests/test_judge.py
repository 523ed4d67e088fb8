"""Behavioural tests of judge.py.

Each program in tests/hostile/ is judged on a tiny problem, echo-sum (sum
each pair of integers), with small limits; the first line of each program
names the verdict it must get:  /* <Verdict>: why */.  A Runtime Error's
"why" also names its cause, a signal (SIGSEGV) or "exit status N", which the
judge's detail must name too.  Besides the verdict, each judged program must
end within its limit, leave no process and leave no temporary file.

The comparator and first_difference() are tested one behaviour per test,
and main() end to end for its exit status and its --json output.

Run: /usr/bin/python3 -m pytest tests/test_judge.py -q
"""

import json
import os
import re
import signal
import tempfile
import time

import pytest

import judge
from conftest import CASES, PROBLEM, ROOT, make_layout, point_judge_at
from localjudge import build, compare, judging, limits, paths
from localjudge.problems import Problem
from localjudge.verdicts import Verdict

HOSTILE_DIR = os.path.join(ROOT, "tests", "hostile")

LIMITS = dict(time=1.0, memory=32, output=1)      # seconds, MiB, MiB
LIMIT_FLAGS = ["--time-limit", "1", "--memory-limit", "32", "--output-limit", "1"]
COMPILE_TIME_LIMIT = 3.0        # seconds; the judge's own is patched to this
MARGIN = 1.5                    # seconds of slack on every time bound
PID_PLACEHOLDER = "@PID_FILE@"  # replaced in a hostile source by a file name
VERDICTS = {verdict.value: verdict for verdict in Verdict}


def hostile(name):
    return os.path.join(HOSTILE_DIR, name)


# --- What each hostile program declares ---------------------------------------

HEADER = re.compile(r"^/\* (?P<verdict>[A-Za-z ]+): (?P<why>.+) \*/$")


def declared(path):
    """(verdict, why) from the first line of a hostile source."""
    with open(path) as source:
        first = source.readline().rstrip("\n")
    match = HEADER.match(first)
    assert match, "%s: the first line must be /* <Verdict>: why */" % path
    assert match.group("verdict") in VERDICTS, \
        "%s: %r is not one of %s" % (path, match.group("verdict"), sorted(VERDICTS))
    return VERDICTS[match.group("verdict")], match.group("why")


def declared_cause(why):
    """The signal name or 'exit status N' a Runtime Error's header names."""
    match = re.search(r"\b(SIG[A-Z]+\b|exit status \d+)", why)
    return match.group(1) if match else None


HOSTILE = sorted(f for f in os.listdir(HOSTILE_DIR) if f.endswith((".c", ".cpp")))
RUNTIME_ERRORS = [f for f in HOSTILE
                  if declared(hostile(f))[0] is Verdict.RUNTIME_ERROR]


def mentions_pid_file(name):
    with open(hostile(name)) as source:
        return PID_PLACEHOLDER in source.read()


LEAVES_PIDS = [f for f in HOSTILE if mentions_pid_file(f)]


def test_every_hostile_program_declares_a_verdict():
    assert len(HOSTILE) >= 20
    for name in HOSTILE:
        declared(hostile(name))


def test_every_runtime_error_declares_its_cause():
    assert RUNTIME_ERRORS
    for name in RUNTIME_ERRORS:
        assert declared_cause(declared(hostile(name))[1]), name


# --- Processes -----------------------------------------------------------------

def process_table():
    """{pid: (parent pid, state)} of every process now running."""
    table = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open("/proc/%s/stat" % entry) as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            table[int(entry)] = (int(fields[1]), fields[0])
    return table


def descendants(root=None):
    """{pid: state} of the processes below root (default: this one). The
    judge makes this process a subreaper, so nothing it starts can leave
    this tree."""
    root = os.getpid() if root is None else root
    table = process_table()
    found, frontier = {}, [root]
    while frontier:
        parent = frontier.pop()
        for pid, (ppid, state) in table.items():
            if ppid == parent and pid not in found:
                found[pid] = state
                frontier.append(pid)
    return found


def kill_and_reap(pids):
    """Clean up what a failing judge left, so later tests start clean."""
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
    deadline = time.monotonic() + 2
    while time.monotonic() < deadline:
        try:
            if os.waitpid(-1, os.WNOHANG)[0] == 0 and not descendants():
                break
        except ChildProcessError:
            break
        time.sleep(0.01)


def running(pid):
    """Is pid still a process (a zombie counts: it was never reaped)?"""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


# --- Judging each hostile program once ----------------------------------------

class Judged:
    """What judge_source did with one hostile program."""

    def __init__(self, report, elapsed, compile_elapsed, leftover, leftover_files, pids, alive,
                 scratch_used):
        self.report = report
        self.elapsed = elapsed                  # seconds in judge_source
        self.compile_elapsed = compile_elapsed  # seconds of that in compile_source
        self.leftover = leftover                # {pid: state} still below us
        self.leftover_files = leftover_files    # names left in the temp dir
        self.pids = pids                        # what the program said it left
        self.alive = alive                      # those of them still there
        self.scratch_used = scratch_used        # the judge worked in the temp dir

    def failing_test(self):
        return next(t for t in self.report.tests if t.verdict is self.report.verdict)


@pytest.fixture(scope="module")
def judged(tmp_path_factory):
    """judged(name) -> Judged: the hostile program judged on echo-sum with
    LIMITS, once per module."""
    root = tmp_path_factory.mktemp("layout")
    make_layout(str(root))
    done = {}

    def judge_once(name):
        if name in done:
            return done[name]
        work = tmp_path_factory.mktemp(name.replace(".", "-"))
        scratch = work / "tmp"
        scratch.mkdir()
        pid_file = work / "pids"
        with open(hostile(name)) as original:
            text = original.read().replace(PID_PLACEHOLDER, str(pid_file))
        source = work / name
        source.write_text(text)
        compile_times, scratch_used = [], []
        real_compile = build.compile_source

        def timed_compile(*args, **kwargs):
            # The judge's working files must be in the temp dir watched here,
            # or finding it empty afterwards would prove nothing.
            scratch_used.append(bool(os.listdir(str(scratch))))
            started = time.monotonic()
            try:
                return real_compile(*args, **kwargs)
            finally:
                compile_times.append(time.monotonic() - started)

        with pytest.MonkeyPatch.context() as patch:
            point_judge_at(patch, root)
            patch.setattr(limits, "COMPILE_TIME_LIMIT", COMPILE_TIME_LIMIT)
            patch.setattr(build, "compile_source", timed_compile)
            patch.setattr(tempfile, "tempdir", str(scratch))
            patch.setenv("TMPDIR", str(scratch))       # the compiler's own files too
            before = set(descendants())
            started = time.monotonic()
            report = judging.judge_source(Problem(PROBLEM), str(source), limits.Limits(**LIMITS))
            elapsed = time.monotonic() - started
        leftover = {pid: state for pid, state in descendants().items() if pid not in before}
        pids = []
        if pid_file.exists():
            pids = [int(line) for line in pid_file.read_text().split()]
        still = [pid for pid in pids if running(pid)]
        kill_and_reap(set(leftover) | set(still))
        done[name] = Judged(report, elapsed, sum(compile_times), leftover,
                            sorted(os.listdir(str(scratch))), pids, still, any(scratch_used))
        return done[name]

    return judge_once


def describe(result):
    lines = ["verdict %s after %.2f s" % (result.report.verdict.value, result.elapsed)]
    for test in result.report.tests:
        lines.append("  %s: %s %.3f s %d KiB %s" % (test.name, test.verdict.value, test.time,
                                                    test.memory, test.detail))
    if result.report.compile_messages.strip():
        lines.append("  compiler: " + result.report.compile_messages.strip()[-300:])
    return "\n".join(lines)


@pytest.mark.parametrize("name", HOSTILE)
def test_hostile_program_gets_its_verdict(judged, name):
    expected, why = declared(hostile(name))
    result = judged(name)
    assert result.report.verdict is expected, "%s (%s)\n%s" % (name, why, describe(result))


@pytest.mark.parametrize("name", RUNTIME_ERRORS)
def test_runtime_error_names_its_cause(judged, name):
    cause = declared_cause(declared(hostile(name))[1])
    result = judged(name)
    assert result.report.verdict is Verdict.RUNTIME_ERROR, describe(result)
    assert cause in result.failing_test().detail, describe(result)


@pytest.mark.parametrize("name", HOSTILE)
def test_hostile_program_is_judged_within_its_limit(judged, name):
    expected, _ = declared(hostile(name))
    result = judged(name)
    compile_bound = limits.wall_time_limit(COMPILE_TIME_LIMIT) + MARGIN
    assert result.compile_elapsed <= compile_bound, describe(result)
    running_time = result.elapsed - result.compile_elapsed
    if expected is Verdict.TIME_LIMIT_EXCEEDED:
        # One run, which only the wall-clock limit may have to end.
        bound = limits.wall_time_limit(LIMITS["time"]) + MARGIN
    else:
        # Runs that end by themselves: at most the time limit each.
        bound = len(CASES) * LIMITS["time"] + MARGIN
    assert running_time <= bound, describe(result)


@pytest.mark.parametrize("name", HOSTILE)
def test_hostile_program_leaves_no_process(judged, name):
    result = judged(name)
    assert result.leftover == {}, "left running (pid: state): %r" % result.leftover


@pytest.mark.parametrize("name", LEAVES_PIDS)
def test_children_that_left_the_session_are_killed(judged, name):
    result = judged(name)
    # 3 children and 3 grandchildren in each of the two runs.
    assert len(result.pids) == 6 * len(CASES), describe(result)
    assert result.alive == [], "still there after the judge returned: %r" % result.alive


@pytest.mark.parametrize("name", HOSTILE)
def test_hostile_program_leaves_no_temporary_file(judged, name):
    result = judged(name)
    assert result.scratch_used, "the judge did not build in tempfile's directory"
    assert result.leftover_files == []


def test_touched_heap_is_measured_over_the_limit(judged):
    # Not merely a refused allocation: the memory it touched is reported.
    result = judged("heap-hog-touched.c")
    assert result.report.verdict is Verdict.MEMORY_LIMIT_EXCEEDED, describe(result)
    assert result.failing_test().memory > LIMITS["memory"] * 1024, describe(result)


def test_compilation_error_runs_no_test(judged):
    result = judged("compile-error.c")
    assert result.report.verdict is Verdict.COMPILATION_ERROR
    assert result.report.tests == []
    assert "error" in result.report.compile_messages


# --- compare() -------------------------------------------------------------------

A = Verdict.ACCEPTED
PE = Verdict.PRESENTATION_ERROR
WA = Verdict.WRONG_ANSWER


def test_compare_exact_match_is_accepted():
    assert compare.compare(b"3\n7\n", b"3\n7\n") is A


def test_compare_crlf_against_lf_is_accepted():
    assert compare.compare(b"3\r\n7\r\n", b"3\n7\n") is A


def test_compare_trailing_blanks_at_line_ends_are_accepted():
    assert compare.compare(b"3  \n7\t\n", b"3\n7\n") is A


def test_compare_trailing_blank_lines_are_accepted():
    assert compare.compare(b"3\n7\n\n\n", b"3\n7\n") is A


def test_compare_missing_final_newline_is_accepted():
    assert compare.compare(b"3\n7", b"3\n7\n") is A


def test_compare_extra_blank_between_tokens_is_presentation_error():
    assert compare.compare(b"1  2\n", b"1 2\n") is PE


def test_compare_tokens_split_across_lines_differently_is_presentation_error():
    assert compare.compare(b"3 7\n", b"3\n7\n") is PE


def test_compare_leading_blank_line_is_presentation_error():
    assert compare.compare(b"\n3\n7\n", b"3\n7\n") is PE


def test_compare_different_token_is_wrong_answer():
    assert compare.compare(b"3\n8\n", b"3\n7\n") is WA


def test_compare_missing_line_is_wrong_answer():
    assert compare.compare(b"3\n", b"3\n7\n") is WA


def test_compare_empty_output_against_an_answer_is_wrong_answer():
    assert compare.compare(b"", b"3\n") is WA


def test_compare_strict_trailing_blank_is_presentation_error():
    assert compare.compare(b"3 \n", b"3\n", strict=True) is PE


def test_compare_strict_final_newline_alone_is_accepted():
    assert compare.compare(b"3\n7", b"3\n7\n", strict=True) is A


# --- first_difference() ------------------------------------------------------------

def test_first_difference_of_equal_output_is_none():
    assert compare.first_difference(b"3\n7\n", b"3\n7\n") is None


def test_first_difference_names_the_line_and_both_texts():
    assert compare.first_difference(b"3\n8\n30\n", b"3\n7\n30\n") == (2, b"7", b"8")


def test_first_difference_of_a_missing_line_is_none_on_that_side():
    assert compare.first_difference(b"3\n", b"3\n7\n") == (2, b"7", None)


def test_first_difference_of_an_extra_line_has_no_expected_line():
    assert compare.first_difference(b"3\n7\n9\n", b"3\n7\n") == (3, None, b"9")


def test_first_difference_ignores_crlf_before_the_line():
    assert compare.first_difference(b"3\r\n8\r\n", b"3\n7\n") == (2, b"7", b"8")


def test_first_difference_finds_a_leading_blank_line():
    assert compare.first_difference(b"\n3\n", b"3\n") == (1, b"3", b"")


# --- main() end to end -------------------------------------------------------------

@pytest.fixture
def layout(tmp_path, monkeypatch):
    """echo-sum under tmp_path, accepted.c as its solution, and the judge
    pointed at it (its temporary files under tmp_path too)."""
    make_layout(str(tmp_path), solution=hostile("accepted.c"))
    point_judge_at(monkeypatch, tmp_path)
    (tmp_path / "tmp").mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    return tmp_path


def test_main_accepted_exits_0(layout):
    assert judge.main(["test", PROBLEM, hostile("accepted.c")] + LIMIT_FLAGS) == 0


def test_main_default_source_is_the_problems_solution(layout):
    assert judge.main(["test", PROBLEM] + LIMIT_FLAGS) == 0


def test_main_not_accepted_exits_1(layout):
    assert judge.main(["test", PROBLEM, hostile("wrong-answer.c")] + LIMIT_FLAGS) == 1


def test_main_compilation_error_exits_1(layout):
    assert judge.main(["test", PROBLEM, hostile("compile-error.c")] + LIMIT_FLAGS) == 1


def test_main_unknown_problem_is_a_usage_error(layout, capsys):
    assert judge.main(["test", "no-such-problem", hostile("accepted.c")]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "no-such-problem" in captured.err


def test_main_missing_source_is_a_usage_error(layout, capsys):
    missing = str(layout / "missing.c")
    assert judge.main(["test", PROBLEM, missing]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "missing.c" in captured.err


def test_main_source_of_unknown_language_is_a_usage_error(layout):
    text = layout / "solution.txt"
    text.write_text("int main(void) { return 0; }\n")
    assert judge.main(["test", PROBLEM, str(text)]) == 2


def test_main_without_a_command_is_a_usage_error(layout):
    assert judge.main([]) == 2


@pytest.mark.parametrize("flag, value", [
    ("--time-limit", "0"),
    ("--time-limit", "-1"),
    ("--time-limit", "nan"),
    ("--time-limit", "inf"),
    ("--time-limit", "soon"),
    ("--memory-limit", "0"),
    ("--memory-limit", "-32"),
    ("--memory-limit", "32.5"),
    ("--output-limit", "0"),
    ("--output-limit", "inf"),
])
def test_main_bad_limit_is_a_usage_error(layout, capsys, flag, value):
    assert judge.main(["test", PROBLEM, hostile("accepted.c"), flag, value]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("judge.py: ")


JSON_KEYS = {"problem", "source", "verdict", "notes", "warnings", "tests"}
JSON_TEST_KEYS = {"name", "group", "verdict", "time", "memory"}


def json_lines(out):
    """The objects of --json output, checking it holds nothing else."""
    lines = out.splitlines()
    assert lines and all(line.strip() for line in lines), repr(out)
    objects = [json.loads(line) for line in lines]
    for found in objects:
        assert isinstance(found, dict) and set(found) == JSON_KEYS, found
        assert found["verdict"] in VERDICTS
        for test in found["tests"]:
            assert set(test) == JSON_TEST_KEYS, test
            assert test["verdict"] in VERDICTS
            assert isinstance(test["time"], (int, float)) and isinstance(test["memory"], int)
    return objects


def test_json_prints_one_object_and_nothing_else(layout, capsys):
    status = judge.main(["test", PROBLEM, hostile("wrong-answer.c"), "--json"] + LIMIT_FLAGS)
    objects = json_lines(capsys.readouterr().out)
    assert status == 1
    assert len(objects) == 1
    assert objects[0]["problem"] == PROBLEM
    assert objects[0]["verdict"] == "Wrong Answer"
    assert [t["name"] for t in objects[0]["tests"]] == ["01-one-pair"]


def test_json_of_a_compilation_error_has_no_tests(layout, capsys):
    status = judge.main(["test", PROBLEM, hostile("compile-error.c"), "--json"] + LIMIT_FLAGS)
    objects = json_lines(capsys.readouterr().out)
    assert status == 1
    assert [(o["verdict"], o["tests"]) for o in objects] == [("Compilation Error", [])]


def test_json_prints_one_line_per_source(tmp_path, monkeypatch, capsys):
    make_layout(str(tmp_path), problems=(PROBLEM, "echo-sum-again"),
                solution=hostile("accepted.c"))
    point_judge_at(monkeypatch, tmp_path)
    (tmp_path / "tmp").mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    status = judge.main(["test", "--json", "--all"] + LIMIT_FLAGS)
    objects = json_lines(capsys.readouterr().out)
    assert status == 0
    assert sorted(o["problem"] for o in objects) == [PROBLEM, "echo-sum-again"]
    assert all(o["verdict"] == "Accepted" and len(o["tests"]) == len(CASES) for o in objects)
