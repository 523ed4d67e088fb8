"""Your own problems: hack (a solution against your brute force on your
generator's inputs), new (a problem of your own in one command), and the
small things a new user meets first."""

import os

import pytest

import judge
from conftest import needs_sandbox, point_judge_at
from common import paths
from localjudge import hack, newproblem, report, stress
from localjudge.judging import judge_source
from localjudge.problems import Problem, resolve
from localjudge.verdicts import Verdict

pytestmark = needs_sandbox

# Bash's game, one line "n m" per case: who wins, taking 1..m of n stones.
BRUTE = """#include <stdio.h>
static int win[1001];
int main(void)
{
    int n, m, i, k;
    while (scanf("%d %d", &n, &m) == 2) {
        for (i = 0; i <= n; i++)
            for (win[i] = 0, k = 1; k <= m && k <= i; k++)
                win[i] |= !win[i - k];
        puts(win[n] ? "first" : "second");
    }
    return 0;
}
"""
SOLUTION = BRUTE.replace("puts(win[n]", "puts((n % (m + 1) != 0) != (n == 9) && win[n] == win[n]")
GENERATOR = """import random, sys
seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
for _ in range(size):
    print(rng.randint(1, 12), rng.randint(1, 4))
"""


@pytest.fixture
def programs(tmp_path):
    for name, text in (("solution.c", SOLUTION), ("brute.c", BRUTE), ("right.c", BRUTE), ("gen.py", GENERATOR),
                       ("crash.c", "int main(void) { int *p = 0; return *p; }\n"),
                       ("silent.py", "import sys\n"),
                       ("checker.py", "import sys\nwant = open(sys.argv[2]).read().lower().split()\n"
                                      "sys.exit(42 if sys.stdin.read().lower().split() == want else 43)\n"),
                       ("upper.c", BRUTE.replace('"first" : "second"', '"FIRST" : "Second"'))):
        (tmp_path / name).write_text(text)
    return tmp_path


def test_hack_finds_a_small_difference_writes_it_and_judges_it_again(programs, capsys):
    outcome = hack.hack(str(programs / "solution.c"), str(programs / "brute.c"), str(programs / "gen.py"),
                        seconds=20)
    assert outcome.failure is not None and outcome.failure.verdict is Verdict.WRONG_ANSWER
    assert any(line.split()[0] == "9" for line in outcome.failure.text.decode().splitlines())
    assert outcome.failure.size <= 3 and min(outcome.tried) == 1
    case = hack.write_case(outcome.failure, str(programs / "found"))
    assert os.path.isfile(case[:-3] + ".ans")
    assert judge.main(["hack", str(programs / "solution.c"), "--case", case]) == 1
    assert "first difference at output line" in capsys.readouterr().out
    assert judge.main(["hack", str(programs / "right.c"), "--case", case]) == 0


def test_hack_of_a_right_solution_says_what_it_tried(programs, capsys):
    assert judge.main(["hack", str(programs / "right.c"), "--brute", str(programs / "brute.c"),
                       "--gen", str(programs / "gen.py"), "--time", "1"]) == 0
    said = capsys.readouterr().out
    assert said.startswith("no difference in ") and "at size 1" in said


@pytest.mark.parametrize("brute,gen,said", [
    ("crash.c", "gen.py", "the brute force"),
    ("brute.c", "silent.py", "the generator"),
])
def test_a_failing_brute_force_or_generator_is_never_a_difference(programs, capsys, brute, gen, said):
    assert judge.main(["hack", str(programs / "solution.c"), "--brute", str(programs / brute),
                       "--gen", str(programs / gen), "--time", "1"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("judge.py: %s " % said) and "failed" in err


def test_a_crashing_generator_shows_its_error_and_how_to_run_it_again(programs, capsys):
    (programs / "raises.py").write_text("import sys\nraise ValueError('no seed %s' % sys.argv[1])\n")
    assert judge.main(["hack", str(programs / "solution.c"), "--brute", str(programs / "brute.c"),
                       "--gen", str(programs / "raises.py"), "--seed", "7", "--time", "1"]) == 2
    err = capsys.readouterr().err
    assert "ValueError: no seed 7" in err and err.rstrip().endswith("raises.py 7 1"), err


def test_a_brute_force_may_be_a_python_script(programs):
    (programs / "brute.py").write_text("import sys\nfor line in sys.stdin:\n    n, m = map(int, line.split())\n"
                                       "    print('first' if n % (m + 1) else 'second')\n")
    outcome = hack.hack(str(programs / "solution.c"), str(programs / "brute.py"), str(programs / "gen.py"),
                        seconds=20)
    assert outcome.failure is not None and outcome.failure.verdict is Verdict.WRONG_ANSWER


# brave-game's input: a count, then the cases; what the brute force is
# run on in one interpreter (script_batch.py) must see it as a process does.
COUNTED_GENERATOR = """import random, sys
rng = random.Random(int(sys.argv[1]))
size = int(sys.argv[2])
print(size)
for _ in range(size):
    print(rng.randint(1, 12), rng.randint(1, 4))
"""
BRUTE_READS = {
    "open-zero": "data = open(0).read().split()",
    "input": "import sys\ndata = [input()]\nfor _ in range(int(data[0])):\n    data += input().split()",
    "stdin-buffer": "import sys\ndata = sys.stdin.buffer.read().split()",
}
BRUTE_ANSWERS = """
count = int(data[0])
for i in range(count):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    print('first' if n % (m + 1) else 'second')
"""


def counted_programs(programs, reads="open-zero"):
    (programs / "counted-gen.py").write_text(COUNTED_GENERATOR)
    (programs / "brute.py").write_text(BRUTE_READS[reads] + BRUTE_ANSWERS)
    counted = BRUTE.replace('while (scanf("%d %d", &n, &m) == 2) {', 'int c; scanf("%d", &c);\n'
                            '    while (c-- > 0 && scanf("%d %d", &n, &m) == 2) {')
    (programs / "counted-solution.c").write_text(counted.replace("puts(win[n]", "puts(n == 9 || win[n]"))
    (programs / "counted-right.c").write_text(counted)
    (programs / "counted-brute.c").write_text(counted)
    return [str(programs / name) for name in ("counted-solution.c", "brute.py", "counted-gen.py")]


def test_python_helpers_run_in_batches_find_the_first_difference_a_run_per_input_finds(programs):
    solution, brute, gen = counted_programs(programs)
    problem = Problem("brave-game")
    batched = hack.hack(solution, brute, gen, seconds=20, problem=problem)
    one_by_one = hack.hack(solution, str(programs / "counted-brute.c"), gen, seconds=20, problem=problem)
    assert batched.failure is not None and batched.failure.verdict is Verdict.WRONG_ANSWER
    assert (batched.failure.seed, batched.failure.size, batched.failure.text) == \
        (one_by_one.failure.seed, one_by_one.failure.size, one_by_one.failure.text)
    assert batched.tried == one_by_one.tried


@pytest.mark.parametrize("reads", sorted(BRUTE_READS))
def test_a_python_brute_force_in_a_batch_reads_its_input_as_a_process_does(programs, reads):
    _, brute, gen = counted_programs(programs, reads)
    outcome = hack.hack(str(programs / "counted-right.c"), brute, gen, seconds=1, problem=Problem("brave-game"))
    assert outcome.failure is None and sum(outcome.tried.values()) > 50


def test_a_script_that_fails_only_when_run_twice_in_one_interpreter_is_run_alone(programs):
    _, brute, gen = counted_programs(programs)
    (programs / "once.py").write_text("import builtins, sys\nif hasattr(builtins, 'ran'):\n    sys.exit(3)\n"
                                      "builtins.ran = 1\n" + BRUTE_READS["open-zero"] + BRUTE_ANSWERS)
    outcome = hack.hack(str(programs / "counted-right.c"), str(programs / "once.py"), gen, seconds=1,
                        problem=Problem("brave-game"))
    assert outcome.failure is None and sum(outcome.tried.values()) > 10


def test_a_problem_validates_every_generated_input(programs, capsys):
    # brave-game's input starts with a count: the generator's lines are outside it.
    assert judge.main(["hack", str(programs / "right.c"), "--brute", str(programs / "brute.c"),
                       "--gen", str(programs / "gen.py"), "--problem", "brave-game", "--time", "1"]) == 2
    assert "outside the statement" in capsys.readouterr().err


def test_a_kattis_checker_decides_when_given(programs):
    solution, brute, gen = str(programs / "upper.c"), str(programs / "brute.c"), str(programs / "gen.py")
    assert hack.hack(solution, brute, gen, seconds=0.5).failure.verdict is Verdict.WRONG_ANSWER
    assert hack.hack(solution, brute, gen, seconds=0.5, checker=str(programs / "checker.py")).failure is None


@pytest.fixture
def own_layout(tmp_path, monkeypatch):
    point_judge_at(monkeypatch, tmp_path)
    monkeypatch.setattr(paths, "ORACLES_DIR", str(tmp_path / "oracles"))
    monkeypatch.setattr(paths, "REJECTED_DIR", str(tmp_path / "solutions" / "rejected"))
    return tmp_path


def test_new_makes_a_problem_that_judges_and_stresses_at_once(own_layout):
    written = newproblem.new_problem("take-stones", "HDU 9999")
    assert all(os.path.exists(path) for path in written)
    problem = Problem("hdu9999")
    assert problem.name == "take-stones" and problem.oracle is not None
    assert judge_source(problem, problem.solution, problem.limits()).verdict is Verdict.ACCEPTED
    assert stress.stress("take-stones", problem.solution, seconds=0.5).failure is None
    wrong = os.path.join(paths.REJECTED_DIR, "take-stones.off-by-one.c")
    assert judge_source(problem, wrong, problem.limits()).verdict is Verdict.WRONG_ANSWER
    assert stress.stress("take-stones", wrong, seconds=5).failure is not None
    with pytest.raises(Exception, match="exists already"):
        newproblem.new_problem("take-stones")


def test_new_refuses_a_name_that_is_not_one(own_layout):
    assert judge.main(["new", "Take Stones"]) == 2


@pytest.mark.parametrize("given", ["2147", "hdu2147", "HDU 2147", "kiki-game"])
def test_a_problem_may_be_named_by_its_judge_id(given):
    assert resolve(given) == "kiki-game"
    assert resolve("poj1067") == resolve("1527") == "moving-queen"


def test_case_takes_a_unique_prefix():
    assert [t.name for t in Problem("cet4").find_tests(["02"])] == ["02-all-n"]


def test_the_problem_list_keeps_its_columns():
    lines = report.format_problem_list([(None, Problem(name), "") for name in ["cet4", "nim-winning-moves"]]
                                       ).splitlines()
    assert len({line.index(line.split()[2], len(line.split()[0]) + len(line.split()[1])) for line in lines}) == 1


def test_stress_out_makes_its_folder(tmp_path):
    out = tmp_path / "new" / "folder"
    wrong = os.path.join(paths.REJECTED_DIR, "cet4.parity.c")
    assert judge.main(["stress", "cet4", wrong, "--out", str(out), "--time", "2"]) == 1
    assert os.listdir(str(out))


def test_the_summary_says_which_tests_ran():
    p = Problem("cet4")
    wrong = judge_source(p, os.path.join(paths.REJECTED_DIR, "cet4.parity.c"), p.limits())
    assert "1 test run passed" in report.tests_run(wrong) or "of the 1 test run" in report.tests_run(wrong)
    assert "not run (the judge stops at the first failure" in report.tests_run(wrong)
    right = judge_source(p, p.solution, p.limits())
    assert report.tests_run(right) == "all %d tests passed" % len(p.tests())
