"""Behavioural tests of judge.py.

Each program in tests/hostile/ is judged on a tiny problem, echo-sum (sum
each pair of integers), with small limits; the first line of each program
names the verdict it must get:  /* <Verdict>: why */.  A Runtime Error's
"why" also names its cause, a signal (SIGSEGV) or "exit status N", which the
judge's detail must name too.  The declared verdict is the one it gets when
the sandbox defeats what it tries; had it succeeded, the verdict would
differ. Before compiling, @ROOT@, @DATA_DIR@, @BUILD_DIR@, @PORT@ and
@HOME@ in a source become the repository, the echo-sum data folder, the
judge's build folder, a port on 127.0.0.1 where the test listens, and the
home folder. Besides the verdict, each judged program must end within its
limit, leave no process and no temporary file, change nothing in the
project, /tmp, /dev/shm or the home folder, reach nobody on the network,
and leave the next submission's verdict as it would be.

main() is tested end to end for its exit status and its --json output.

Run: /usr/bin/python3 -m pytest tests/test_judge.py -q
"""

import json
import os
import re
import signal
import socket
import tempfile
import time

import pytest

import judge
from conftest import CASES, PROBLEM, ROOT, make_layout, needs_sandbox, point_judge_at
from localjudge import build, judging, limits, paths
from localjudge.problems import Problem
from localjudge.sandbox import SANDBOX_UID
from localjudge.verdicts import Verdict

pytestmark = needs_sandbox

HOSTILE_DIR = os.path.join(ROOT, "tests", "hostile")

LIMITS = dict(time=1.0, memory=32, output=1)      # seconds, MiB, MiB
LIMIT_FLAGS = ["--time-limit", "1", "--memory-limit", "32", "--output-limit", "1"]
COMPILE_TIME_LIMIT = 3.0        # seconds; the judge's own is patched to this
MARGIN = 1.5                    # seconds of slack on every time bound
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
    """What judge_source did with one hostile program, and what it left."""

    def __init__(self, report, elapsed, compile_elapsed, leftover, leftover_files, scratch_used,
                 changed, connected, next_verdict):
        self.report = report
        self.elapsed = elapsed                  # seconds in judge_source
        self.compile_elapsed = compile_elapsed  # seconds of that in compile_source
        self.leftover = leftover                # {pid: state} still below us
        self.leftover_files = leftover_files    # names left in the temp dir
        self.scratch_used = scratch_used        # the judge worked in the temp dir
        self.changed = changed                  # paths changed in the project, /tmp, /dev/shm, $HOME
        self.connected = connected              # connections made to the test's port
        self.next_verdict = next_verdict        # accepted.c judged right after it

    def failing_test(self):
        return next(t for t in self.report.tests if t.verdict is self.report.verdict)


def snapshot():
    """{path: (size, mtime)} of the project (but build output and caches)
    and of the entries of /tmp, /dev/shm and the home folder that a sandbox
    could have made: as root, those of the uid bubblewrap runs as (others'
    files there are none of the judge's doing); otherwise all."""
    found = {}
    for folder, subfolders, names in os.walk(ROOT):
        subfolders[:] = [d for d in subfolders if d not in (".git", "__pycache__", ".pytest_cache")]
        for name in names:
            path = os.path.join(folder, name)
            if "/build/" in path and not path.startswith(paths.BUILD_DIR + "/launcher"):
                continue
            try:
                status = os.stat(path)
            except OSError:
                continue
            found[path] = (status.st_size, status.st_mtime_ns)
    for folder in ("/tmp", "/dev/shm", os.path.expanduser("~")):
        for name in os.listdir(folder):
            path = os.path.join(folder, name)
            try:
                owner = os.lstat(path).st_uid
            except OSError:
                continue
            if os.geteuid() != 0 or owner == SANDBOX_UID:
                found[path] = None
    return found


def changes(before, after):
    return sorted(path for path in set(before) | set(after) if before.get(path, 0) != after.get(path, 0))


@pytest.fixture(scope="module")
def listener():
    """A TCP socket on 127.0.0.1 that no sandboxed program should reach."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    server.setblocking(False)
    yield server
    server.close()


def accepted_connections(server):
    count = 0
    while True:
        try:
            connection, _ = server.accept()
        except BlockingIOError:
            return count
        connection.close()
        count += 1


@pytest.fixture(scope="module")
def judged(tmp_path_factory, listener):
    """judged(name) -> Judged: the hostile program judged on echo-sum with
    LIMITS, once per module."""
    root = tmp_path_factory.mktemp("layout")
    make_layout(str(root))
    places = {"@ROOT@": ROOT, "@DATA_DIR@": str(root / "testdata" / PROBLEM),
              "@BUILD_DIR@": paths.BUILD_DIR, "@PORT@": str(listener.getsockname()[1]),
              "@HOME@": os.path.expanduser("~")}
    done = {}

    def judge_once(name):
        if name in done:
            return done[name]
        work = tmp_path_factory.mktemp(name.replace(".", "-"))
        scratch = work / "tmp"
        scratch.mkdir()
        with open(hostile(name)) as original:
            text = original.read()
        for placeholder, value in places.items():
            text = text.replace(placeholder, value)
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

        before_files = snapshot()
        with pytest.MonkeyPatch.context() as patch:
            point_judge_at(patch, root)
            patch.setattr(limits, "COMPILE_TIME_LIMIT", COMPILE_TIME_LIMIT)
            patch.setattr(build, "compile_source", timed_compile)
            patch.setattr(tempfile, "tempdir", str(scratch))
            patch.setenv("TMPDIR", str(scratch))
            before = set(descendants())
            started = time.monotonic()
            report = judging.judge_source(Problem(PROBLEM), str(source), limits.Limits(**LIMITS))
            elapsed = time.monotonic() - started
            leftover = {pid: state for pid, state in descendants().items() if pid not in before}
            kill_and_reap(set(leftover))
            changed = changes(before_files, snapshot())
            leftover_files = sorted(os.listdir(str(scratch)))
            following = judging.judge_source(Problem(PROBLEM), hostile("accepted.c"), limits.Limits(**LIMITS))
        done[name] = Judged(report, elapsed, sum(compile_times), leftover, leftover_files, any(scratch_used),
                            changed, accepted_connections(listener), following.verdict)
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


@pytest.mark.parametrize("name", HOSTILE)
def test_hostile_program_changes_nothing_outside_its_sandbox(judged, name):
    result = judged(name)
    assert result.changed == [], describe(result)
    assert result.connected == 0, describe(result)


@pytest.mark.parametrize("name", HOSTILE)
def test_the_next_submission_is_judged_as_before(judged, name):
    assert judged(name).next_verdict is Verdict.ACCEPTED


def test_a_compile_error_quotes_nothing_outside_the_source(judged):
    result = judged("include-passwd.c")
    assert result.report.verdict is Verdict.COMPILATION_ERROR
    with open(os.path.join(ROOT, "judge.py")) as judge_source:
        first_line = judge_source.readlines()[1].strip()
    assert "root:" not in result.report.compile_messages
    assert first_line not in result.report.compile_messages


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


JSON_KEYS = {"problem", "source", "verdict", "compile_messages", "notes", "warnings", "tests"}
JSON_TEST_KEYS = {"name", "group", "verdict", "time", "memory", "cause", "difference"}


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
