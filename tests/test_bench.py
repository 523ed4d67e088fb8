"""judge.py bench: a contestant's solution against the I/O floor (the
numbers themselves are for make bench to show, not for a test)."""

import judge
from conftest import needs_sandbox

pytestmark = needs_sandbox


def test_bench_prints_a_row_for_a_solution_against_the_floor(capsys):
    assert judge.main(["bench", "box-game"]) == 0
    header, rule, row = capsys.readouterr().out.splitlines()
    assert header.startswith("| what | ours | floor or baseline | ratio | aim |")
    cells = [cell.strip() for cell in row.strip("|").split("|")]
    assert cells[0] == "box-game, 300 cases" and cells[3].endswith("x") and cells[4] == "<= 1.2x"


def test_bench_of_a_missing_source_is_a_usage_error(capsys):
    assert judge.main(["bench", "box-game", "no-such-file.c"]) == 2
