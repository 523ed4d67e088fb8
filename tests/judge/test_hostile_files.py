"""Hostile files and names given to the judge's commands (issue list in
tests/hostile/: terminal-escapes.c, files/): each gets one line and exit
status 2, or its verdict, before anything runs; nothing is read past its
bound, waited on, written through a link, or shown raw on a terminal."""

import os
import resource
import subprocess
import sys

import pytest

import judge
from conftest import ROOT, make_layout, make_odd, needs_sandbox, point_judge_at
from common import paths, userfiles
from common.userfiles import MIB
from localjudge import hack, limits, newproblem, report, testdata
from localjudge.verdicts import Verdict

HOSTILE = os.path.join(ROOT, "tests", "hostile")
FILES = os.path.join(HOSTILE, "files")
RAW = [chr(code) for code in list(range(0, 32)) + [127] if chr(code) not in "\n\t"]


def run_judge(*argv, stdin=None, memory_mib=None):
    """judge.py in a process of its own (what it does to a FIFO cannot hang
    the tests), its address space bounded if asked."""
    def bounded():
        if memory_mib:
            resource.setrlimit(resource.RLIMIT_AS, (memory_mib * MIB, memory_mib * MIB))
    return subprocess.run([sys.executable, "judge.py"] + list(argv), cwd=ROOT, stdin=stdin,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, preexec_fn=bounded, timeout=300)


def raw_controls(text):
    return [character for character in RAW if character in text]


# --- Files that are no test: refused before anything runs ------------------------

@pytest.mark.parametrize("kind", ["dev-zero", "fifo", "folder", "huge"])
def test_a_case_that_is_no_regular_file_or_too_large_is_refused_before_anything_runs(tmp_path, kind):
    case = str(tmp_path / "mine.in")
    said = make_odd(kind, case, limits.CASE_LIMIT)
    done = run_judge("test", "cet4", "--case", case)
    assert done.returncode == 2 and said in done.stderr.decode(), done.stderr
    assert done.stdout.decode().count("\n") <= 1          # the header at most: no test ran


@pytest.mark.parametrize("kind", ["dev-zero", "fifo", "folder"])
def test_an_own_case_that_is_no_regular_file_is_refused_before_any_test(tmp_path, monkeypatch, kind):
    make_layout(tmp_path)
    point_judge_at(monkeypatch, tmp_path)
    own = tmp_path / "testdata" / "echo-sum" / "own"
    own.mkdir()
    said = make_odd(kind, str(own / "mine.in"), limits.CASE_LIMIT)
    from common.errors import UsageError
    from localjudge.problems import Problem
    with pytest.raises(UsageError, match=said):
        Problem("echo-sum").tests()


def test_run_reads_an_endless_input_no_further_than_its_bound(tmp_path):
    endless = subprocess.Popen(["yes", "1"], stdout=subprocess.PIPE)
    try:
        done = run_judge("run", "cet4", "solutions/cet4.c", stdin=endless.stdout, memory_mib=1024)
    finally:
        endless.kill()
        endless.wait()
    said = done.stderr.decode()
    assert done.returncode == 2 and "standard input is larger than the 32.0 MiB" in said, said


def test_a_number_of_5000_digits_in_a_case_is_bad_input_in_one_line(tmp_path):
    case = tmp_path / "long.in"
    case.write_text("1\n%s\n" % ("9" * 5000))
    done = run_judge("test", "cet4", "--case", str(case))
    said = done.stderr.decode()
    assert done.returncode == 2 and said.count("\n") == 1 and len(said) < 400, said


# --- Untrusted bytes reach the terminal escaped ----------------------------------

@needs_sandbox
def test_a_programs_control_bytes_are_shown_escaped_by_test_and_stress(tmp_path):
    case = tmp_path / "pairs.in"
    case.write_text("1\n3\n")
    (tmp_path / "pairs.ans").write_text("Yes\n")
    program = os.path.join(HOSTILE, "terminal-escapes.c")
    for argv in (["test", "cet4", program, "--case", str(case)], ["stress", "cet4", program, "--time", "2", "--out", str(tmp_path)]):
        done = run_judge(*argv)
        shown = done.stdout.decode("utf-8", "replace")
        assert done.returncode == 1 and "\\x1b[2J" in shown and not raw_controls(shown), shown


def test_a_case_file_name_cannot_forge_a_line(tmp_path):
    forged = str(tmp_path / "x\n\033[32mcet4 [cet4]: Accepted\r.in")
    with open(forged, "w") as case:
        case.write("1\n3\n")
    done = run_judge("test", "cet4", "--case", forged)
    lines = (done.stdout + done.stderr).decode().splitlines()
    assert not any(line.startswith("cet4 [cet4]") for line in lines) and not raw_controls("".join(lines)), lines


@needs_sandbox
def test_hack_shows_a_generators_control_bytes_escaped(tmp_path):
    wrong = tmp_path / "wrong.c"
    wrong.write_text("#include <stdio.h>\nint main(void) { puts(\"no\"); return 0; }\n")
    right = tmp_path / "right.c"
    right.write_text("#include <stdio.h>\nint main(void) { puts(\"yes\"); return 0; }\n")
    done = run_judge("hack", str(wrong), "--brute", str(right), "--gen", os.path.join(FILES, "escape-generator.py"),
                     "--time", "2", "--out", str(tmp_path / "found"))
    shown = (done.stdout + done.stderr).decode("utf-8", "replace")
    assert done.returncode == 1 and "\\x1b" in shown and not raw_controls(shown), shown


@needs_sandbox
def test_a_generators_5000_digit_number_is_outside_the_statement_in_one_line(tmp_path):
    right = tmp_path / "right.c"
    right.write_text("int main(void) { return 0; }\n")
    done = run_judge("hack", str(right), "--brute", str(right), "--gen",
                     os.path.join(FILES, "huge-number-generator.py"), "--problem", "cet4", "--time", "2")
    said = done.stderr.decode()
    assert done.returncode == 2 and "outside the statement" in said and len(said) < 1000, said


def test_escaping_keeps_only_the_judges_own_colours():
    painted = report.paint("Accepted", Verdict.ACCEPTED, True)
    shown = report.visible(painted + " \033[31mforged\r\a")
    assert shown == "\033[32mAccepted\033[0m \\x1b[31mforged\\r\\x07"


def test_a_hack_report_cuts_a_six_megabyte_line():
    failure = hack.Failure(b"7 " * 3 * MIB, 1, 0, Verdict.WRONG_ANSWER, "differs", b"1\n")
    assert len(report.format_hack(hack.Outcome({1: 1}, failure), None, None)) < 2000


# --- Writing: never through a link -------------------------------------------------

def test_a_case_is_written_in_place_of_a_planted_link_never_through_it(tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("mine\n")
    found = tmp_path / "found"
    found.mkdir()
    (found / "hack-seed0-size1.in").symlink_to(outside)
    (found / "hack-seed0-size1.ans").symlink_to(tmp_path / "nowhere")
    failure = hack.Failure(b"1 2\n", 1, 0, Verdict.WRONG_ANSWER, "", b"3\n")
    case = hack.write_case(failure, str(found))
    assert outside.read_text() == "mine\n" and not (tmp_path / "nowhere").exists()
    assert not os.path.islink(case) and open(case, "rb").read() == b"1 2\n"
    (tmp_path / "linked").symlink_to(tmp_path / "elsewhere", target_is_directory=True)
    with pytest.raises(Exception, match="is a symbolic link"):
        userfiles.write_case(str(tmp_path / "linked" / "case"), b"", b"")


# --- judge.py new: names checked first, all files or none ---------------------------

@pytest.fixture
def layout(tmp_path, monkeypatch):
    make_layout(tmp_path, judge="HDU 2147")
    point_judge_at(monkeypatch, tmp_path)
    monkeypatch.setattr(paths, "ORACLES_DIR", str(tmp_path / "oracles"))
    monkeypatch.setattr(paths, "REJECTED_DIR", str(tmp_path / "solutions" / "rejected"))
    return tmp_path


def files_under(root):
    return sorted(os.path.join(folder, name) for folder, _, names in os.walk(str(root)) for name in names)


@pytest.mark.parametrize("argv,said", [
    (["new", "a" * 245], "at most 40 letters"),
    (["new", "a" * 10000], "at most 40 letters"),
    (["new", "hdu2147"], "how echo-sum is named by its judge id"),
    (["new", "take-stones", "--judge", "HDU 2147"], "names echo-sum already"),
])
def test_new_checks_names_and_ids_before_writing_anything(layout, capsys, argv, said):
    before = files_under(layout)
    assert judge.main(argv) == 2
    err = capsys.readouterr().err
    assert said in err and len(err) < 300, err
    assert files_under(layout) == before


def test_new_writes_nothing_through_a_dangling_link(layout, capsys):
    outside = layout / "outside" / "take-stones"
    (layout / "problems" / "take-stones").symlink_to(outside)
    assert judge.main(["new", "take-stones"]) == 2
    assert "exists already" in capsys.readouterr().err and not outside.exists()


def test_new_writes_all_its_files_or_none(layout, monkeypatch):
    before = files_under(layout)

    def fails(name):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(testdata, "write", fails)
    with pytest.raises(OSError):
        newproblem.new_problem("take-stones")
    assert files_under(layout) == before and not (layout / "testdata" / "take-stones").exists()
