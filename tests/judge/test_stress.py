"""judge.py stress: finds planted bugs, isolates and shrinks them, is quiet
on the reference solutions, and is deterministic for a seed."""

import itertools
import json
import os
import random

import pytest

import judge
from conftest import PROBLEMS, needs_sandbox
from localjudge import stress
from localjudge.problems import Problem
from localjudge.verdicts import Verdict

pytestmark = needs_sandbox

KIKI = """#include <stdio.h>
int main(void)
{
    int n, m;
    while (scanf("%d %d", &n, &m) == 2 && !(n == 0 && m == 0))
        puts(((n % 2 == 0 || m % 2 == 0) != (CONDITION)) ? "Wonderful!" : "What a pity!");
    return 0;
}
"""

CET4 = """#include <stdio.h>
int main(void)
{
    int n;
    volatile int zero = 0;
    while (scanf("%d", &n) == 1) {
        BODY
        puts(n % 3 ? "Kiki" : "Cici");
    }
    return 0;
}
"""


def planted(tmp_path, template, marker, code):
    source = tmp_path / "planted.c"
    source.write_text(template.replace(marker, code))
    return str(source)


def test_finds_a_planted_bug_and_shrinks_it_to_the_smallest_case(tmp_path):
    # Wrong for every n above 1500: the smallest failing input is n=1501, m=1.
    source = planted(tmp_path, KIKI, "CONDITION", "n > 1500")
    outcome = stress.stress("kiki-game", source, seed=3, seconds=20)
    assert outcome.failure is not None
    assert outcome.failure.verdict is Verdict.WRONG_ANSWER
    assert outcome.failure.text == "1501 1\n0 0\n"
    assert outcome.failure.expected == ["What a pity!"]     # both odd: kiki loses
    assert outcome.failure.output == ["Wonderful!"]


def test_batching_isolates_the_one_wrong_query(tmp_path):
    source = planted(tmp_path, CET4, "BODY", "if (n == 618) { puts(\"Kiki\"); continue; }")
    outcome = stress.stress("cet4", source, seed=0, seconds=20)
    assert outcome.failure.text == "618\n"
    assert outcome.phase == "exhaustive"


def test_a_crash_is_reported_with_its_verdict_and_isolated(tmp_path):
    source = planted(tmp_path, CET4, "BODY", "if (n == 500) n = n / zero;")
    outcome = stress.stress("cet4", source, seed=0, seconds=20)
    assert outcome.failure.verdict is Verdict.RUNTIME_ERROR
    assert "SIGFPE" in outcome.failure.cause
    assert outcome.failure.text == "500\n"


def test_a_missing_terminator_is_found_in_the_layout_phase_only_with_robust(tmp_path):
    # Loops forever at end of file when the "0 0" line is missing.
    source = tmp_path / "no-eof.c"
    source.write_text(KIKI.replace("scanf(\"%d %d\", &n, &m) == 2 && ", "(scanf(\"%d %d\", &n, &m), 1) && ")
                      .replace("CONDITION", "0"))
    assert stress.stress("kiki-game", str(source), seed=0, seconds=2).failure is None
    outcome = stress.stress("kiki-game", str(source), seed=0, seconds=30, robust=True)
    assert outcome.phase.startswith("layout no-terminator")
    assert outcome.failure.verdict is Verdict.OUTPUT_LIMIT_EXCEEDED
    assert "0 0" not in outcome.failure.text


@pytest.mark.parametrize("problem", PROBLEMS)
def test_quiet_on_the_reference_solution(problem):
    outcome = stress.stress(problem, Problem(problem).solution, seed=11, seconds=60, count=30000)
    assert outcome.failure is None
    assert outcome.cases == 30000
    assert outcome.first_wins and outcome.first_loses


def test_random_positions_are_balanced_between_outcomes():
    oracle = Problem("moving-queen").oracle
    outcome = stress.Outcome("moving-queen", "", 0)
    outcome.count(oracle, [oracle.random_case(random.Random(1), i % 2 == 0) for i in range(1000)])
    assert outcome.first_wins == outcome.first_loses == 500


@pytest.mark.parametrize("problem", PROBLEMS)
def test_the_same_seed_gives_the_same_inputs(problem):
    oracle = Problem(problem).oracle

    def inputs(seed):
        return list(itertools.islice(stress.plan(oracle, random.Random(seed)), 40))

    assert inputs(5) == inputs(5)
    assert inputs(5) != inputs(6)


def test_the_command_writes_the_case_and_prints_json(tmp_path, capsys):
    source = planted(tmp_path, KIKI, "CONDITION", "n == 7 && m == 9")
    status = judge.main(["stress", "kiki-game", source, "--json", "--out", str(tmp_path), "--seed", "2"])
    result = json.loads(capsys.readouterr().out)
    assert status == 1
    assert result["difference"] is True and result["input"] == "7 9\n0 0\n"
    stem = tmp_path / ("kiki-game.%s-seed2" % os.path.splitext(os.path.basename(source))[0])
    assert open(str(stem) + ".in").read() == "7 9\n0 0\n"
    assert open(str(stem) + ".ans").read() == "What a pity!\n"
    assert result["case"] == str(stem) + ".in"


def test_the_command_reports_no_difference_with_exit_0(capsys):
    status = judge.main(["stress", "cet4", "--count", "5000"])
    out = capsys.readouterr().out
    assert status == 0
    assert "no difference" in out and "5000 cases" in out
