"""judge.py bench: a contestant's solution against the I/O floor (the
numbers themselves are for make bench to show, not for a test)."""

import os
import random
import subprocess

import judge
from conftest import needs_sandbox
from common import casemodel as cases
from localjudge import bench
from localjudge.limits import INPUT_LIMIT
from localjudge.problems import Problem, problem_names


@needs_sandbox
def test_bench_prints_a_row_for_a_solution_against_the_floor(capsys):
    assert judge.main(["bench", "box-game"]) == 0
    header, rule, row = capsys.readouterr().out.splitlines()
    assert header.startswith("| what | ours | floor or baseline | ratio | aim |")
    cells = [cell.strip() for cell in row.strip("|").split("|")]
    assert cells[0] == "box-game, 300 cases, 2 KiB" and cells[3].endswith("x") and cells[4] == "<= 1.2x"


@needs_sandbox
def test_bench_of_a_missing_source_is_a_usage_error(capsys):
    assert judge.main(["bench", "box-game", "no-such-file.c"]) == 2


def test_the_table_says_why_a_solution_may_do_more_work_than_reading():
    s_nim, box_game = Problem("s-nim"), Problem("box-game")
    row = bench.Row("s-nim, 1 cases", "1.000 s", "1.000 s", "1.00x", "<= 2x")
    lines = bench.table([row], [s_nim, box_game]).splitlines()
    assert s_nim.bench_work and s_nim.bench_aim == 0.8 and box_game.bench_work is None
    assert s_nim.stress_work and box_game.stress_work is None
    assert lines[-7:] == ["More work than reading the input:", "", "- s-nim: " + s_nim.bench_work,
                          "", "Costlier cases for stress:", "", "- s-nim: " + s_nim.stress_work]


def test_worst_cases_are_within_the_statement():
    named = [Problem(name).oracle for name in problem_names()]
    oracles = [oracle for oracle in named if oracle is not None and hasattr(oracle, "worst_case")]
    assert oracles
    for oracle in oracles:
        for seed in range(3):
            assert cases.is_valid(oracle, oracle.worst_case(random.Random(seed)))


def test_the_floor_reads_words_as_well_as_numbers_up_to_the_line_of_its_own(tmp_path):
    floor = str(tmp_path / "floor")
    subprocess.run(["gcc", "-O2", "-o", floor, bench.FLOOR], check=True)
    board = Problem("tic-tac-toe")
    with open(os.path.join(board.data_dir, "01-sample.in"), "rb") as given:
        text = given.read()
    copied = subprocess.run([floor], input=text + b"#\nthe output\n", stdout=subprocess.PIPE)
    assert (copied.returncode, copied.stdout) == (0, b"the output\n")
    assert subprocess.run([floor], input=text, stdout=subprocess.PIPE).returncode == 2


def test_a_large_input_has_the_block_readers_aim():
    box_game = Problem("box-game")
    assert bench.solution_aim(box_game, bench.LARGE_INPUT) == "<= %gx" % bench.AIM_LARGE == "<= 0.8x"
    assert bench.solution_aim(box_game, bench.LARGE_INPUT - 1) == "<= 1.2x"


def test_a_bench_input_and_its_answers_fit_in_what_the_floor_reads():
    # number-game's answers are longer than its cases: 16 MiB of cases and
    # their answers together passed the judge's input limit.
    cases, output = 530000, 23 * 2 ** 20
    kept = bench.cases_that_fit(cases, bench.MAX_INPUT, output)
    assert 1 <= kept < cases
    assert (bench.MAX_INPUT + output) * kept // cases + len(bench.FLOOR_SEPARATOR) <= INPUT_LIMIT
    assert bench.cases_that_fit(cases, bench.MAX_INPUT, bench.MAX_INPUT - 2) == cases
    assert bench.cases_that_fit(cases, 1000, bench.MAX_OUTPUT + 1) < cases
    assert bench.cases_that_fit(1, bench.MAX_INPUT, output) == 1
