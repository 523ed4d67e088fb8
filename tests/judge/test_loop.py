"""The contestant's loop: one test or an input of one's own, what differs
shown exactly, results as they come, own cases beside the data, nothing
left behind by Ctrl-C, and a clear word for a source that is not one."""

import base64
import json
import os
import shutil
import signal
import subprocess
import sys
import time

import pytest

import judge
from conftest import PROBLEMS, ROOT, left_running, marked, needs_sandbox
from common import paths
from localjudge import testdata
from localjudge.problems import Problem
from localjudge.sandbox import programs
from localjudge.submission import Submission
from localjudge.verdicts import Verdict

pytestmark = needs_sandbox

KIKI = os.path.join(ROOT, "solutions", "kiki-game.c")
LAND_WRONG_AT_1000 = """#include <stdio.h>
int main(void)
{
    int m, n, bid, first;
    while (scanf("%d %d", &m, &n) == 2) {
        first = 1;
        if (m % (n + 1) == 0 && m > n) { puts("none"); continue; }
        for (bid = 1; bid <= n; bid++)
            if (bid >= m || (m - bid) % (n + 1) == 0) {
                printf(first ? "%d" : " %d", bid == 1000 ? 1001 : bid);
                first = 0;
            }
        puts("");
    }
    return 0;
}
"""


def main(capsys, *argv):
    status = judge.main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_case_judges_just_the_tests_named(capsys):
    status, out, _ = main(capsys, "test", "kiki-game", KIKI, "--case", "03-bounds", "--case", "sample")
    assert status == 0
    assert [line.split()[0] for line in out.splitlines()[1:3]] == ["03-bounds", "01-sample"]


def test_case_takes_an_input_file_anywhere_with_or_without_its_answer(tmp_path, capsys):
    (tmp_path / "mine.in").write_text("7 9\n0 0\n")
    status, out, _ = main(capsys, "test", "kiki-game", KIKI, "--case", str(tmp_path / "mine.in"))
    assert status == 0 and "Accepted" in out          # the oracle answered it
    (tmp_path / "big.in").write_text("2001 1\n0 0\n")      # beyond the statement: its own .ans decides
    (tmp_path / "big.ans").write_text("Wonderful!\n")
    status, out, _ = main(capsys, "test", "kiki-game", KIKI, "--case", str(tmp_path / "big.in"))
    assert status == 1 and "Wrong Answer" in out and "n = 2001 is outside 1..2000" in out


def test_run_prints_the_output_and_checks_it_with_the_oracle(tmp_path, capsys, monkeypatch):
    (tmp_path / "in").write_text("5 3\n5 4\n0 0\n")
    status, out, err = main(capsys, "run", "kiki-game", KIKI, str(tmp_path / "in"))
    assert status == 0 and out == "What a pity!\nWonderful!\n"
    assert "KiB of memory" in err and "all 2 answers right" in err
    wrong = tmp_path / "wrong.c"
    wrong.write_text('#include <stdio.h>\nint main(void) { puts("What a pity!"); puts("What a pity!"); return 0; }\n')
    status, out, err = main(capsys, "run", "kiki-game", str(wrong), str(tmp_path / "in"))
    assert status == 1 and "output line 2" in err and "(input line 2: 5 4)" in err


def test_run_reads_standard_input(capsys, monkeypatch):
    class Stdin:
        buffer = __import__("io").BytesIO(b"5 3\n0 0\n")
    monkeypatch.setattr(sys, "stdin", Stdin)
    status, out, err = main(capsys, "run", "kiki-game", KIKI)
    assert status == 0 and out == "What a pity!\n" and "all 1 answers right" in err


def test_a_difference_in_a_long_line_shows_the_token_and_its_column(tmp_path, capsys):
    source = tmp_path / "land.c"
    source.write_text(LAND_WRONG_AT_1000)
    status, out, _ = main(capsys, "test", "land-auction", str(source), "--case", "bounds-and-losing-near-bounds")
    assert status == 1
    detail = out[out.index("first difference"):]
    header, expected, actual, caret = detail.splitlines()[:4]
    assert "token 1000 differs" in header
    assert "1000" in expected and "1001" in actual and len(expected) < 100
    assert actual[caret.index("^"):].startswith("1001")


def test_compiler_warnings_are_shown_briefly_and_quiet_hides_them(tmp_path, capsys):
    source = tmp_path / "warned.c"
    source.write_text(open(KIKI).read().replace("int main(void)\n{", "int main(void)\n{\n    int unused;", 1))
    _, out, _ = main(capsys, "test", "kiki-game", str(source))
    assert "compiler warnings" in out and "unused" in out
    assert out.index("compiler warnings") < out.index("01-sample")
    _, out, _ = main(capsys, "test", "kiki-game", str(source), "--quiet")
    assert "compiler warnings" not in out


def test_json_carries_cause_difference_compiler_messages_and_lossless_names(tmp_path, capsys):
    name = os.path.join(os.fsencode(str(tmp_path)), b"caf\xe9.c")
    with open(name, "w") as out:
        out.write('#include <stdio.h>\nint main(void) { int x; puts("What a pity!"); return 0; }\n')
    status, out, _ = main(capsys, "test", "kiki-game", os.fsdecode(name), "--json")
    found = json.loads(out)
    assert status == 1 and "unused" in found["compile_messages"]
    assert base64.b64decode(found["source_base64"]) == name
    failing = found["tests"][0]
    assert failing["cause"].startswith("first difference") and failing["difference"]["line"] == 2


def test_each_tests_line_comes_after_the_header_and_a_total_ends_them_all(capsys):
    status, out, _ = main(capsys, "test")
    lines = out.splitlines()
    first = PROBLEMS[0]                     # problems are judged in name order
    assert status == 0 and lines[0] == "%s: solutions/%s.c" % (first, first)
    assert lines[1].split()[0] == "01-sample" and lines[-1] == "all %d solutions Accepted" % len(PROBLEMS)


@pytest.mark.parametrize("elsewhere", [False, True])
def test_stress_writes_under_build_and_prints_a_command_that_judges_the_case_again(capsys, monkeypatch, tmp_path,
                                                                                   elsewhere):
    wrong = os.path.join(paths.REJECTED_DIR, "moving-queen.unsorted.c")
    if elsewhere:                                   # run from another folder, pasted there
        monkeypatch.chdir(tmp_path)
    status, out, _ = main(capsys, "stress", "moving-queen", wrong, "--seed", "5", "--time", "2")
    case = os.path.join(paths.BUILD_DIR, "stress", "moving-queen.moving-queen.unsorted-seed5.in")
    assert status == 1 and os.path.isfile(case)
    command = out.splitlines()[-1].strip()
    assert command.startswith("python3 judge.py " if not elsewhere else "python3 %s " % os.path.join(ROOT, "judge.py"))
    rerun = subprocess.run(command, shell=True, stdout=subprocess.PIPE, universal_newlines=True, timeout=300)
    assert rerun.returncode == 1 and "Wrong Answer" in rerun.stdout
    os.remove(case)
    os.remove(case[:-3] + ".ans")


def test_own_cases_beside_the_data_are_judged_and_never_regenerated(tmp_path, capsys, monkeypatch):
    shutil.copytree(os.path.join(ROOT, "testdata", "kiki-game"), str(tmp_path / "kiki-game"))
    monkeypatch.setattr(paths, "TESTDATA_DIR", str(tmp_path))
    own = tmp_path / "kiki-game" / "own"
    own.mkdir()
    (own / "corner.in").write_text("1 1\n0 0\n")
    (own / "corner.ans").write_text("What a pity!\n")
    status, out, _ = main(capsys, "test", "kiki-game", KIKI)
    assert status == 0 and "own/corner" in out
    assert testdata.differences("kiki-game") == []


@pytest.mark.parametrize("make", ["directory", "fifo", "binary", "devnull"])
def test_a_source_that_is_not_a_regular_text_file_is_a_one_line_usage_error(tmp_path, capsys, make):
    path = {"devnull": "/dev/null"}.get(make, str(tmp_path / "source.c"))
    if make == "directory":
        os.mkdir(path)
    elif make == "fifo":
        os.mkfifo(path)
    elif make == "binary":
        with open(path, "wb") as out:
            out.write(b"\x7fELF\x00\x01")
    status, out, err = main(capsys, "test", "kiki-game", path)
    words = {"directory": "is a directory", "fifo": "is a FIFO", "binary": "is a binary file",
             "devnull": "is a character device"}[make]
    assert status == 2 and out == "" and len(err.splitlines()) == 1 and words in err


@pytest.mark.parametrize("std", ["c99 -O0", "c99;ls", "gnu++98 -DX"])
def test_a_std_that_is_not_a_language_standard_is_a_one_line_usage_error(capsys, std):
    status, out, err = main(capsys, "test", "kiki-game", KIKI, "--std", std)
    assert status == 2 and out == "" and len(err.splitlines()) == 1 and "--std takes" in err, err


# A run of 10 s of CPU time: a judge that let it finish after Ctrl-C would
# take more than 8 s of wall time to end, whatever the machine.
SLOW = ["test", "kiki-game", os.path.join(ROOT, "tests", "hostile", "busy-loop.c"), "--all",
        "--time-limit", "10"]


def test_a_ctrl_c_while_a_submission_ends_its_sandbox_still_removes_its_folder(monkeypatch):
    submission = Submission(KIKI, Problem("kiki-game").limits())

    def interrupted(sandbox):
        raise KeyboardInterrupt
    monkeypatch.setattr(programs.ProgramSandbox, "close", interrupted)
    with pytest.raises(KeyboardInterrupt):
        submission.close()
    assert not os.path.exists(submission.workdir)


@pytest.mark.parametrize("command, delay", [
    (["test"], 0.3), (SLOW, 0.2), (SLOW, 1.5), (["stress", "kiki-game", "--time", "20"], 1.5),
    (["rejected"], 2.0), (["rejected"], 4.0)])
def test_ctrl_c_ends_every_command_at_once_with_one_line_and_leaves_nothing(tmp_path, command, delay):
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    mark = b"JUDGE_TEST_RUN=" + os.fsencode(str(tmp_path))
    process = subprocess.Popen([sys.executable, os.path.join(ROOT, "judge.py")] + command, cwd=str(tmp_path),
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               env=dict(os.environ, TMPDIR=str(scratch), JUDGE_TEST_RUN=str(tmp_path)),
                               start_new_session=True)
    time.sleep(delay)
    assert str(process.pid) in marked(mark)      # the mark is seen
    os.killpg(process.pid, signal.SIGINT)        # as a terminal does: the whole group
    interrupted = time.monotonic()
    try:
        err = process.communicate(timeout=20)[1]
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        raise
    # Idle, the judge ends within half a second; 5 s leaves room for a
    # machine whose every core is busy, and is still less than a judge that
    # finished the run it was in (SLOW) or went on would take.
    assert time.monotonic() - interrupted < 5
    assert process.returncode == 130, err
    assert err == b"judge.py: interrupted\n"
    left = left_running(mark, 5)               # a sandbox ends when its judge does, if not at once
    assert not left, "still running: %s" % "; ".join(left.values())
    assert os.listdir(str(scratch)) == []


# --- What the loop says: the papercuts of a first day ----------------------------------

def test_a_std_of_the_other_language_is_a_usage_error(capsys):
    status, out, err = main(capsys, "test", "kiki-game", KIKI, "--std", "c++14")
    assert status == 2 and out == "" and "not a standard of" in err, err


def test_c99_on_a_c89_judge_is_hinted_as_c99_not_as_cpp(capsys, tmp_path):
    source = tmp_path / "box.c"
    source.write_text("#include <stdio.h>\nint main(void)\n{\n    // a C99 comment\n    for (int i = 0; i < 1; i++)\n"
                      "        puts(\"x\");\n    return 0;\n}\n")
    status, out, _ = main(capsys, "test", "box-game", str(source))
    assert status == 1 and "builds as C99/C11 but not as C89" in out and "C++ saved as .c" not in out, out


def test_a_time_limit_exceeded_within_half_again_is_run_once_more(capsys, tmp_path):
    source = tmp_path / "slow.c"                  # 0.6 s of CPU time by its own clock, then the answers
    source.write_text("#include <stdio.h>\n#include <time.h>\nint main(void)\n{\n    int n, m;\n"
                      "    while (clock() < CLOCKS_PER_SEC * 6 / 10)\n        ;\n"
                      "    while (scanf(\"%d %d\", &n, &m) == 2 && n)\n"
                      "        puts(n % 2 == 0 || m % 2 == 0 ? \"Wonderful!\" : \"What a pity!\");\n    return 0;\n}\n")
    status, out, _ = main(capsys, "test", "kiki-game", str(source), "--case", "01", "--time-limit", "0.5")
    assert status == 1 and "Time Limit Exceeded" in out
    assert "less than half again the 0.5 s limit, so it ran once more" in out and "over the limit again" in out, out


@needs_sandbox
def test_stress_says_a_time_limit_exceeded_is_no_wrong_answer_and_counts_lines_in_words(capsys, tmp_path):
    status, out, _ = main(capsys, "stress", "cet4", os.path.join(ROOT, "tests", "hostile", "busy-loop.c"),
                          "--time", "1", "--out", str(tmp_path))
    assert status == 1 and "Time Limit Exceeded" in out
    assert "expected | actual" not in out and "(1 line)" in out and "lines)" not in out.split("(1 line)")[0], out


@needs_sandbox
def test_stress_notes_that_the_real_judges_accept_what_fails_only_beyond_their_data(capsys, tmp_path):
    wrong = os.path.join(paths.REJECTED_DIR, "moving-queen.double-golden-ratio.c")
    status, out, _ = main(capsys, "stress", "moving-queen", wrong, "--time", "2", "--out", str(tmp_path))
    assert status == 1 and "note: POJ and HDU would accept this" in out and "04-golden-edge" in out, out


def test_a_note_said_for_one_problem_is_not_said_again_for_the_next(capsys, monkeypatch):
    from localjudge import commands, judging

    def judged(problem, source, limits, **options):
        return judging.SourceReport(problem.name, source, verdict=Verdict.ACCEPTED, notes=["no memory cgroup here"])
    monkeypatch.setattr(commands, "judge_source", judged)
    status, out, _ = main(capsys, "test")
    assert status == 0 and out.count("no memory cgroup here") == 1


def test_export_to_a_folder_it_cannot_make_is_a_usage_error(capsys):
    status, _, err = main(capsys, "export", "cet4", "--to", "/proc/no/such/folder")
    assert status == 2 and "cannot write packages in /proc/no/such/folder" in err


def test_rejected_takes_the_problems_to_check(capsys):
    status, _, err = main(capsys, "rejected", "no-such-problem")
    assert status == 2 and "unknown problem" in err
