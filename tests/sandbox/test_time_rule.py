"""One time rule for every run of a contestant's program, whichever command
runs it (judge.py test, stress, hack): a program that spins is ended at
half again the time limit of CPU time, and one that sleeps at twice that
and a second of wall-clock time (docs/judging.md says so), and each
command's report quotes that figure. cet4's limit is 1 s: 1.5 s of CPU
time, 4 s of wall-clock time."""

import os
import re
import time

import pytest

import judge
from conftest import needs_sandbox
from localjudge import limits, stress
from localjudge.problems import Problem
from localjudge.verdicts import Verdict

pytestmark = needs_sandbox

PROGRAMS = {
    "spins": "int main(void) { volatile unsigned long n = 0; for (;;) ++n; return 0; }\n",
    "sleeps": "#include <unistd.h>\nint main(void) { sleep(100); return 0; }\n",
}
LIMIT = Problem("cet4").time_limit
CPU_END = LIMIT * limits.RERUN_WITHIN            # 1.5 s
WALL_END = 2 * CPU_END + 1                       # 4 s
# What the report says: the CPU time a spinning run was killed at, as read
# (1.50 s or a little more, the clock's tick), and the wall clock's end.
CAUSE = {"spins": r"killed after %s\d s of CPU time" % re.escape("%.1f" % CPU_END),
         "sleeps": re.escape("no process running after %g s of wall-clock time" % WALL_END)}
SLACK = 3.0                                      # seconds for the build, the sandbox, a busy machine


@pytest.fixture(params=sorted(PROGRAMS))
def program(request, tmp_path):
    source = tmp_path / ("%s.c" % request.param)
    source.write_text(PROGRAMS[request.param])
    return request.param, str(source)


def test_judge_py_test_ends_it_when_the_rule_says(program, capsys):
    kind, source = program
    started = time.monotonic()
    assert judge.main(["test", "cet4", source, "--case", "01-sample"]) == 1
    took = time.monotonic() - started
    out = capsys.readouterr().out
    assert "Time Limit Exceeded" in out and re.search(CAUSE[kind], out), out
    assert (CPU_END if kind == "spins" else WALL_END) - 0.1 <= took < WALL_END + SLACK


def test_stress_ends_it_when_the_rule_says_and_counts_it_in_its_allowance(program, monkeypatch):
    kind, source = program
    monkeypatch.setattr(stress, "SHRINK_SECONDS", 1)
    started = time.monotonic()
    outcome = stress.stress("cet4", source, seconds=0.1, count=3)
    took = time.monotonic() - started
    assert outcome.failure.verdict is Verdict.TIME_LIMIT_EXCEEDED and re.search(CAUSE[kind], outcome.failure.cause)
    assert outcome.allowance == 1 + 2 * 2 * WALL_END
    assert took < outcome.budget + outcome.allowance + SLACK


def test_hack_ends_it_when_the_rule_says(program, tmp_path, capsys):
    kind, source = program
    brute = tmp_path / "brute.py"
    brute.write_text("import sys\nfor n in sys.stdin.read().split():\n    print('Cici' if int(n) % 3 == 0 else 'Kiki')\n")
    generator = tmp_path / "gen.py"
    generator.write_text("import sys\nprint(int(sys.argv[2]))\n")
    started = time.monotonic()
    assert judge.main(["hack", source, "--brute", str(brute), "--gen", str(generator), "--problem", "cet4",
                       "--time", "0.1", "--out", str(tmp_path / "found")]) == 1
    took = time.monotonic() - started
    out = capsys.readouterr().out
    assert "Time Limit Exceeded" in out and re.search(CAUSE[kind], out), out
    assert took < WALL_END + 2 * SLACK
    assert os.listdir(str(tmp_path / "found"))
