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
project, make nothing in /tmp, /dev/shm or the home folder, reach nobody on
the network, and leave the next submission's verdict as it would be.

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
from common import paths
from localjudge import build, judging, limits
from localjudge.problems import Problem
from localjudge.sandbox import Limits, SANDBOX_UID, process_table
from localjudge.verdicts import Verdict

pytestmark = needs_sandbox

HOSTILE_DIR = os.path.join(ROOT, "tests", "hostile")

LIMITS = dict(time=1.0, memory=32, output=1)      # seconds, MiB, MiB
LIMIT_FLAGS = ["--time-limit", "1", "--memory-limit", "32", "--output-limit", "1"]
COMPILE_TIME_LIMIT = 3.0        # seconds; the judge's own is patched to this
# A run is ended at half again the time limit (limits.RERUN_WITHIN), and
# its wall-clock limit follows: 2 * 1.5 + 1 s, written out.
RUN_CPU_LIMIT = 1.5
WALL_LIMIT = 4.0
# Seconds of CPU time beyond the limits, for what the judge starts around a
# program or a compiler: bubblewrap, the launcher, the compiler's driver,
# assembler and linker (together about 0.1 s).
CPU_MARGIN = 0.5
# Seconds of wall time beyond the limits: starting and ending the sandbox
# and the judge's own work, all slowed on a machine whose every core is busy
# with other work (idle, a few tenths of a second).
WALL_MARGIN = 2.0
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

def descendants(root=None):
    """{pid: state} of the processes below root (default: this one). What
    a submission starts stays in its sandbox's PID namespace, below the
    bubblewrap the judge started, so nothing it starts can leave this tree."""
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
    deadline = time.monotonic() + 2             # a cleanup's patience, not a bound tested
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

def children_cpu():
    """Seconds of CPU time used by the processes this one started and waited
    for (a sandbox's are counted once it is closed)."""
    times = os.times()
    return times.children_user + times.children_system


class Spent:
    """Wall and CPU seconds from its making to its end()."""

    def __init__(self):
        self.wall, self.cpu = time.monotonic(), children_cpu()

    def end(self):
        self.wall, self.cpu = time.monotonic() - self.wall, children_cpu() - self.cpu
        return self


class Judged:
    """What judge_source did with one hostile program, and what it left."""

    def __init__(self, report, spent, compiling, leftover, leftover_files, scratch_used,
                 changed, connected, next_verdict):
        self.report = report
        self.spent = spent                      # Spent in judge_source
        self.compiling = compiling              # [Spent] of that in compile_source
        self.leftover = leftover                # {pid: state} still below us
        self.leftover_files = leftover_files    # names left in the temp dir
        self.scratch_used = scratch_used        # the judge worked in the temp dir
        self.changed = changed                  # paths changed in the project, made in /tmp, /dev/shm, $HOME
        self.connected = connected              # connections made to the test's port
        self.next_verdict = next_verdict        # accepted.c judged right after it

    def failing_test(self):
        return next(t for t in self.report.tests if t.verdict is self.report.verdict)


def snapshot():
    """{path: (size, mtime)} of the project (but build output and caches),
    and {path: None} of the entries of /tmp, /dev/shm and the home folder
    that a sandbox could have made: those owned by the uid bubblewrap runs
    as, ours or, when we are root, SANDBOX_UID (others' files there are none
    of the judge's doing)."""
    sandbox_uid = SANDBOX_UID if os.geteuid() == 0 else os.geteuid()
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
            if owner == sandbox_uid:
                found[path] = None
    return found


def changes(before, after):
    """The project's files changed, made or removed, and the entries made in
    /tmp, /dev/shm and the home folder; not those removed there, which
    other work of the same user may remove."""
    return sorted(path for path in set(before) | set(after)
                  if before.get(path, 0) != after.get(path, 0) and (path in after or before[path] is not None))


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
        compiling, scratch_used = [], []
        real_compile = build.compile_source

        def timed_compile(*args, **kwargs):
            # The judge's working files must be in the temp dir watched here,
            # or finding it empty afterwards would prove nothing.
            scratch_used.append(bool(os.listdir(str(scratch))))
            spent = Spent()
            try:
                return real_compile(*args, **kwargs)
            finally:
                compiling.append(spent.end())

        before_files = snapshot()
        with pytest.MonkeyPatch.context() as patch:
            point_judge_at(patch, root)
            patch.setattr(limits, "COMPILE_TIME_LIMIT", COMPILE_TIME_LIMIT)
            patch.setattr(build, "compile_source", timed_compile)
            patch.setattr(tempfile, "tempdir", str(scratch))
            patch.setenv("TMPDIR", str(scratch))
            before = set(descendants())
            spent = Spent()
            report = judging.judge_source(Problem(PROBLEM), str(source), Limits(**LIMITS))
            spent.end()
            compiled = list(compiling)          # not the compile of the submission that follows
            leftover = {pid: state for pid, state in descendants().items() if pid not in before}
            kill_and_reap(set(leftover))
            changed = changes(before_files, snapshot())
            leftover_files = sorted(os.listdir(str(scratch)))
            following = judging.judge_source(Problem(PROBLEM), hostile("accepted.c"), Limits(**LIMITS))
        done[name] = Judged(report, spent, compiled, leftover, leftover_files, any(scratch_used),
                            changed, accepted_connections(listener), following.verdict)
        return done[name]

    return judge_once


def describe(result):
    lines = ["verdict %s after %.2f s, %.2f s of CPU time; compiles %s" % (
        result.report.verdict.value, result.spent.wall, result.spent.cpu,
        ", ".join("%.2f s, %.2f s of CPU time" % (c.wall, c.cpu) for c in result.compiling))]
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
    # A compile within its CPU limit, and a second one for a hint only after
    # one cheaper than HINT_BUDGET.
    compile_cpu = sum(spent.cpu for spent in result.compiling)
    assert compile_cpu <= build.HINT_BUDGET + COMPILE_TIME_LIMIT + CPU_MARGIN, describe(result)
    # One run for a Time Limit Exceeded, else at most one per test; each
    # within the time limit, and ended by the wall-clock limit if its
    # program waits. A program that runs gets at least a third of a core on
    # a busy machine, so its second of CPU time ends within WALL_LIMIT too.
    runs = 1 if expected is Verdict.TIME_LIMIT_EXCEEDED else len(CASES)
    assert result.spent.cpu - compile_cpu <= runs * RUN_CPU_LIMIT + CPU_MARGIN, describe(result)
    compile_wall = sum(spent.wall for spent in result.compiling)
    assert result.spent.wall - compile_wall <= runs * WALL_LIMIT + WALL_MARGIN, describe(result)


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


def test_a_compile_that_waits_is_a_compilation_error_that_says_so(judged):
    result = judged("include-ptmx.c")
    assert result.report.verdict is Verdict.COMPILATION_ERROR, describe(result)
    assert "waited, running nothing" in result.report.compile_messages


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
    assert [t["name"] for t in objects[0]["tests"]] == ["01-sample"]


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
